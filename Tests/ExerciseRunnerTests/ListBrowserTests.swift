import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ListBrowserTests {
  static let exercises = TemporaryExercises.standard
  static let header = ["BlueLibrary pattern exercises: 0 of 2 done", "[---] 0%"]
  static let table = [
    "> 1  first-one   MVC        pending  <- you are here", "  2  second-one  Singleton  pending",
  ]

  @Test func theCursorStartsOnTheCurrentExerciseAndTheScreenShowsItsSummary() {
    let browser = ExerciseListBrowser(exercises: Self.exercises, current: Self.exercises[1])
    #expect(
      browser.screen(header: Self.header, table: Self.table, height: 24) == [
        "BlueLibrary pattern exercises: 0 of 2 done", "[---] 0%", "",
        "> 1  first-one   MVC        pending  <- you are here",
        "\u{1B}[7m  2  second-one  Singleton  pending\u{1B}[0m",
        "", "second-one (Singleton): The second.", "", EnglishMessages().listKeys,
      ])
  }

  @Test func arrowsAndJKMoveWithinTheList() {
    var browser = ExerciseListBrowser(exercises: Self.exercises, current: nil)
    #expect(browser.selected == 0)
    #expect(browser.handle(.up) == .redraw)
    #expect(browser.selected == 0, "the first row is the top")
    #expect(browser.handle(.character("j")) == .redraw)
    #expect(browser.selected == 1)
    #expect(browser.handle(.down) == .redraw)
    #expect(browser.selected == 1, "the last row is the bottom")
    #expect(browser.handle(.character("k")) == .redraw)
    #expect(browser.selected == 0)
    #expect(browser.handle(.character("x")) == .none)
  }

  @Test func enterOrCMakesTheSelectedExerciseCurrent() {
    var browser = ExerciseListBrowser(exercises: Self.exercises, current: Self.exercises[1])
    #expect(browser.handle(.enter) == .makeCurrent(Self.exercises[1]))
    #expect(browser.handle(.character("c")) == .makeCurrent(Self.exercises[1]))
    #expect(browser.handle(.character("q")) == .quit)
  }

  @Test func rAsksFirstAndOnlyYResets() {
    var browser = ExerciseListBrowser(exercises: Self.exercises, current: nil)
    #expect(browser.handle(.character("r")) == .redraw)
    #expect(
      browser.message == [
        "Reset first-one? Your files go back to the starter code (kit keeps a copy). [y/N]"
      ])
    #expect(browser.handle(.character("n")) == .redraw)
    #expect(browser.message == ["Nothing was changed."])
    #expect(browser.handle(.character("r")) == .redraw)
    #expect(browser.handle(.character("y")) == .reset(Self.exercises[0]))
  }

  @Test func aLongListShowsAWindowAroundTheCursor() {
    let many = (1...30).map { number in
      Exercise(
        name: "exercise-\(number)", pattern: "P", summary: "Number \(number).",
        folder: "\(number)-exercise", files: [], hints: [])
    }
    let rows = many.map(\.name)
    var browser = ExerciseListBrowser(exercises: many, current: many[20])
    let screen = browser.screen(header: ["head"], table: rows, height: 12)
    // 12 lines: the header and a blank, 6 rows, a blank, the summary, a blank and the keys.
    #expect(
      screen == [
        "head", "", "exercise-18", "exercise-19", "exercise-20", "\u{1B}[7mexercise-21\u{1B}[0m",
        "exercise-22", "exercise-23", "", "exercise-21 (P): Number 21.", "",
        EnglishMessages().listKeys,
      ])
    #expect(browser.handle(.character("q")) == .quit)
  }

  @Test func keysAreDecodedFromWhatATerminalSends() {
    var decoder = KeyDecoder()
    // Escape then a letter is Escape alone; é is two bytes, the second not read yet.
    decoder.append(Array("j\u{1B}[A\u{1B}[Bq\r\u{1B}x".utf8) + [0xC3])
    var keys: [Key] = []
    while let key = decoder.nextKey() { keys.append(key) }
    #expect(
      keys == [.character("j"), .up, .down, .character("q"), .enter, .other, .character("x")])
    decoder.append([0xA9])
    #expect(decoder.nextKey() == .character("é"))
    #expect(decoder.nextKey() == nil)
  }

  @Test func inATerminalListMovesMakesCurrentAndRestoresTheTerminal() throws {
    let exercises = try TemporaryExercises()
    let pty = try PseudoTerminal()
    let kit = try KitProcess(
      ["list", "--exercises-path", exercises.folder.path], terminal: pty.terminal)
    defer { kit.end() }
    let first = pty.output(until: EnglishMessages().listKeys, within: .seconds(10))
    #expect(first.contains("\u{1B}[7m>   1  first-one   MVC        pending  <- you are here"))
    pty.type("j")
    pty.type("c")
    let chosen = pty.output(until: "then: swift run kit check", within: .seconds(10))
    #expect(
      chosen.contains(
        "You are now on second-one. Read \(exercises.folder.path)/02-second-one/README.md, "
          + "then: swift run kit check"))
    // The learner's work in second-one goes back to the starter after r and y.
    try exercises.write("// Mine.\n", to: "02-second-one/Sources/Second/Second.swift")
    pty.type("r")
    _ = pty.output(until: "[y/N]", within: .seconds(10))
    pty.type("y")
    let reset = pty.output(until: EnglishMessages().listKeys, within: .seconds(10))
    #expect(
      reset.contains(
        "Restored the starter code of second-one: "
          + "\(exercises.folder.path)/02-second-one/Sources/Second/Second.swift"))
    // Paths are shown from where kit runs; the exercises live outside it, so they are absolute.
    #expect(
      reset.contains("Your version is kept in \(exercises.folder.path)/02-second-one/.backup/"))
    #expect(exercises.read("02-second-one/Sources/Second/Second.swift") == "// TODO: solve it.\n")
    pty.type("q")
    try #require(kit.waitForExit(within: .seconds(5)), "kit list did not quit on q")
    #expect(kit.process.terminationStatus == 0)
    #expect(exercises.progress.current == "second-one")
    #expect(pty.isInLineMode, "the terminal is as kit found it")
  }
}
