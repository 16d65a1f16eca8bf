import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct BuildLogTests {
  let folder = URL(fileURLWithPath: "/work/Exercises/01-x")

  @Test func compilerErrorsAreReadOnceEachWithTheirPlace() {
    let log = BuildLog(
      """
      [3/5] Emitting module X
      /work/Exercises/01-x/Sources/X/X.swift:1:31: error: cannot convert 'String' to 'Int'
      1 | public func answer() -> Int { "x" }
        |                               `- error: cannot convert 'String' to 'Int'
      [4/5] Compiling X X.swift
      /work/Exercises/01-x/Sources/X/X.swift:1:31: error: cannot convert 'String' to 'Int'
      /work/Exercises/01-x/Sources/X/X.swift:3:1: warning: unused
      error: fatalError
      """, packageFolder: folder)
    #expect(
      log.compilerErrors == [
        CompilerError(
          location: SourceLocation(path: "Sources/X/X.swift", line: 1, column: 31),
          message: "cannot convert 'String' to 'Int'")
      ])
  }

  @Test func anErrorWithoutAPlaceIsKeptWhenThereIsNothingBetter() {
    let log = BuildLog(
      "error: manifest parse error(s):\nerror: fatalError\n", packageFolder: folder)
    #expect(
      log.compilerErrors == [CompilerError(location: nil, message: "manifest parse error(s):")])
  }

  @Test func aCrashGivesItsReasonAndTheExercisesOwnFrame() {
    let log = BuildLog(
      """
      ◇ Test theAnswer() started.
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      *** Program crashed: Illegal instruction at 0x00007fa1fa16df7f ***
      2 [ra] 0x0000 _assertionFailure in libswiftCore.so at /swift/stdlib/Assert.swift:95:13
      3 [ra] 0x0000 answer() + 65 in XPackageTests.xctest at /work/Exercises/01-x/Sources/X/X.swift:1:35
      5 [ra] 0x0000 theAnswer() + 148 in XPackageTests.xctest at /work/Exercises/01-x/Tests/XTests/XTests.swift:3:26
      """, packageFolder: folder)
    #expect(log.crashReason == "Index out of range")
    #expect(log.crashLocation == SourceLocation(path: "Sources/X/X.swift", line: 1, column: 35))
  }

  @Test func aCrashInATestsHelperPointsAtTheLearnersCallToIt() {
    let log = BuildLog(
      """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      *** Program crashed: Illegal instruction at 0x00007fa1fa16df7f ***
      2 [ra] 0x0000 _assertionFailure in libswiftCore.so at /swift/stdlib/Assert.swift:95:13
      3 [ra] 0x0000 card(at:) + 65 in XPackageTests.xctest at /work/Exercises/01-x/Tests/XTests/Deck.swift:21:12
      4 [ra] 0x0000 deal() + 80 in XPackageTests.xctest at /work/Exercises/01-x/Sources/X/Stack.swift:30:7
      5 [ra] 0x0000 theStack() + 148 in XPackageTests.xctest at /work/Exercises/01-x/Tests/XTests/XTests.swift:3:26
      """, packageFolder: folder)
    #expect(log.crashLocation == SourceLocation(path: "Sources/X/Stack.swift", line: 30, column: 7))
  }

  @Test func aCrashInTheTestItselfPointsAtTheTest() {
    let log = BuildLog(
      """
      *** Program crashed: Illegal instruction at 0x00007fa1fa16df7f ***
      5 [ra] 0x0000 theStack() + 148 in XPackageTests.xctest at /work/Exercises/01-x/Tests/XTests/XTests.swift:3:26
      """, packageFolder: folder)
    #expect(
      log.crashLocation == SourceLocation(path: "Tests/XTests/XTests.swift", line: 3, column: 26))
  }

  @Test func aCrashWithoutAFatalErrorLineUsesTheCrashBanner() {
    let log = BuildLog(
      "*** Program crashed: Bad pointer dereference at 0x0 ***\n", packageFolder: folder)
    #expect(log.crashReason == "Bad pointer dereference at 0x0")
    #expect(log.crashLocation == nil)
  }
}

extension BuildLogTests {
  @Test func warningsAreReadOnceEachWithoutTheirGroup() {
    let log = BuildLog(
      """
      /p/Sources/M/A.swift:3:7: warning: 'unused' was never used [#no-usage]
      /p/Sources/M/A.swift:3:7: warning: 'unused' was never used [#no-usage]
      /p/Sources/M/A.swift:9:1: warning: var never mutated
      /p/Sources/M/A.swift:4:1: error: not a warning
      """, packageFolder: URL(fileURLWithPath: "/p"))
    #expect(
      log.compilerWarnings == [
        CompilerWarning(
          location: SourceLocation(path: "Sources/M/A.swift", line: 3, column: 7),
          message: "'unused' was never used"),
        CompilerWarning(
          location: SourceLocation(path: "Sources/M/A.swift", line: 9, column: 1),
          message: "var never mutated"),
      ])
  }
}
