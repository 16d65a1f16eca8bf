import DemoKit
import Testing

/// A demo that says two lines, or fails when asked to.
private struct EchoDemo: Demo {
  static let abstract = "Says two lines."
  static func run(_ transcript: Transcript) async throws {
    transcript.step("Greeting")
    transcript.line("Hello")
  }
}

private struct FailingDemo: Demo {
  struct Broken: Error, CustomStringConvertible {
    var description: String { "the demo broke" }
  }
  static let abstract = "Always fails."
  static func run(_ transcript: Transcript) async throws { throw Broken() }
}

@MainActor
@Suite struct DemoCommandLineTests {
  @Test func runsTheStoryWithNoArguments() async {
    let output = Transcript()
    let errors = Transcript()
    let status = await EchoDemo.main(arguments: [], output: output, errors: errors)
    #expect(status == .success)
    #expect(output.text == "Greeting\n--------\nHello\n")
    #expect(errors.text == "")
  }

  @Test(arguments: ["--help", "-h"])
  func helpSaysWhatTheDemoShows(flag: String) async {
    let output = Transcript()
    let status = await EchoDemo.main(arguments: [flag], output: output, errors: Transcript())
    #expect(status == .success)
    #expect(
      output.text == """
        Says two lines.

        USAGE: swift run EchoDemo [--help]

        OPTIONS:
          -h, --help    Show this help and exit.

        """)
  }

  @Test(arguments: [["--verbose"], ["extra"], ["--help", "--help"], [""]])
  func anythingElseIsAUsageError(arguments: [String]) async {
    let output = Transcript()
    let errors = Transcript()
    let status = await EchoDemo.main(arguments: arguments, output: output, errors: errors)
    #expect(status == .usage)
    #expect(status.rawValue == 64)
    #expect(output.text == "")
    #expect(
      errors.text == """
        error: unknown argument '\(arguments[0])'
        USAGE: swift run EchoDemo [--help]
        Run 'swift run EchoDemo --help' to see what this demo shows.

        """)
  }

  @Test func aThrownErrorIsReportedAndFails() async {
    let errors = Transcript()
    let status = await FailingDemo.main(arguments: [], output: Transcript(), errors: errors)
    #expect(status == .failure)
    #expect(errors.text == "error: the demo broke\n")
  }

  @Test func aStepIsUnderlinedAndSeparatedFromWhatCameBefore() {
    let transcript = Transcript()
    transcript.step("One")
    transcript.line("a")
    transcript.step("Two!")
    #expect(transcript.text == "One\n---\na\n\nTwo!\n----\n")
  }
}
