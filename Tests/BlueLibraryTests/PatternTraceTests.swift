import BlueKit
import Testing

@testable import BlueLibrary

/// The trace keeps a bounded number of lines and prints each with its pattern's name.
@Suite struct PatternTraceTests {
  @Test func aRingKeepsTheLastElementsOldestFirst() {
    var ring = TraceRing<Int>(capacity: 3)
    for number in 1...5 { ring.append(number) }
    #expect(ring.elements == [3, 4, 5])
    #expect(ring.appendedCount == 5)
    #expect(ring.suffix(2) == [4, 5])
    #expect(ring.suffix(10) == [3, 4, 5])
  }

  @Test func aRingNotYetFullKeepsEverything() {
    var ring = TraceRing<String>(capacity: 3)
    ring.append("a")
    ring.append("b")
    #expect(ring.elements == ["a", "b"])
  }

  @Test func aRingKeepsAtLeastOneElement() {
    var ring = TraceRing<Int>(capacity: 0)
    ring.append(1)
    ring.append(2)
    #expect(ring.capacity == 1)
    #expect(ring.elements == [2])
  }

  @Test func theTraceKeepsOnlyItsCapacity() {
    let trace = PatternTrace(capacity: 2)
    trace.record(.facade, "one")
    trace.record(.memento, "two")
    trace.record(.adapter, "three")
    #expect(trace.text(of: trace.lines) == ["Memento     two", "Adapter     three"])
  }

  @Test func takingNewLinesGivesEachLineOnce() {
    let trace = PatternTrace()
    trace.record(.facade, "one")
    #expect(trace.text(of: trace.takeNewLines()) == ["Facade      one"])
    #expect(trace.takeNewLines().isEmpty)
    trace.record(.observer, "two")
    #expect(trace.text(of: trace.takeNewLines()) == ["Observer    two"])
  }

  @Test func newLinesThatWereForgottenAreNotTaken() {
    let trace = PatternTrace(capacity: 2)
    for number in 1...5 { trace.record(.facade, "\(number)") }
    #expect(trace.text(of: trace.takeNewLines()) == ["Facade      4", "Facade      5"])
  }

  @Test func theDefaultCapacityIsBounded() {
    let trace = PatternTrace()
    for number in 0..<1_000 { trace.record(.mvc, "\(number)") }
    #expect(trace.lines.count == PatternTrace.defaultCapacity)
    #expect(trace.text(of: [trace.lines[0]]) == ["MVC         800"])
  }

  @Test func chineseNamesArePaddedByTheirColumns() {
    let trace = PatternTrace(words: .chinese)
    trace.record(.facade, "LibraryAPI.saveAlbums()")
    trace.record(.delegation, "x")
    // 外观模式 takes 8 columns, 委托 4: both events start at column 12.
    #expect(trace.text(of: trace.lines) == ["外观模式    LibraryAPI.saveAlbums()", "委托        x"])
  }

  @Test func eventsAreMadeSafeForATerminal() {
    let trace = PatternTrace()
    trace.record(.facade, "removed Bad\u{1B}[2J\nTitle")
    #expect(trace.text(of: trace.lines) == ["Facade      removed Bad␛[2J␊Title"])
  }

  @Test func eachLanguageHasItsWords() {
    #expect(Language.simplifiedChinese.traceWords.name(of: .memento) == "备忘录模式")
    #expect(Language.english.traceWords.name(of: .memento) == "Memento")
  }

  @Test func thePaneShowsItsTitleAndTheLatestLinesThatFit() {
    let trace = PatternTrace()
    for number in 1...4 { trace.record(.facade, "line \(number) is a long one") }
    let pane = TracePane(trace: trace, columns: 20, rows: 3)
    #expect(
      pane.lines == ["── The patterns at w", "Facade      line 3 i", "Facade      line 4 i"])
  }

  @Test func traceIsAFlagOption() throws {
    #expect(try AppOptions(arguments: ["--trace"]).trace)
    #expect(try !AppOptions(arguments: []).trace)
    #expect(throws: AppOptionsError.unknown("--trace=yes")) {
      try AppOptions(arguments: ["--trace=yes"])
    }
  }

  @Test func thePaneNeedsARow() {
    let trace = PatternTrace()
    trace.record(.facade, "line")
    #expect(TracePane(trace: trace, columns: 80, rows: 0).lines.isEmpty)
  }
}
