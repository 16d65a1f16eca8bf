import Testing

@testable import Benchmarks

/// The benchmarks' command line: help, a run, or a usage error before anything is measured.
@Suite struct BenchmarksCommandTests {
  @Test func noArgumentsRunsEverything() throws {
    #expect(try BenchmarksCommand(arguments: []) == .run(quick: false))
  }

  @Test func quickRunsAFastPass() throws {
    #expect(try BenchmarksCommand(arguments: ["--quick"]) == .run(quick: true))
  }

  @Test(arguments: [["--help"], ["-h"], ["--quick", "--help"]])
  func helpMeasuresNothing(arguments: [String]) throws {
    #expect(try BenchmarksCommand(arguments: arguments) == .help)
  }

  @Test func anUnknownArgumentIsAUsageErrorNamingIt() {
    #expect(
      throws: BenchmarksCommand.UsageError(description: "unknown argument '--bogus'")
    ) {
      try BenchmarksCommand(arguments: ["--bogus"])
    }
  }

  @Test func theHelpSaysWhatIsMeasuredAndHowToRunIt() {
    for part in ["observer", "archive", "scroller", "rendering", "launch"] {
      #expect(Benchmarks.help.contains("\n  \(part) "))
    }
    #expect(Benchmarks.help.contains(Benchmarks.usage))
  }
}
