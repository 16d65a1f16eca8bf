import CommandLineVocabulary
import Foundation

/// A demo: one short program that builds a pattern's roles, uses them, and says what happened.
///
/// A demo type only declares what it shows and tells its story in ``run(_:)``; this protocol
/// gives it the command line every demo shares (`--help`, a usage message for anything else)
/// and an `@main` entry point, so the executable's file holds the lesson and nothing else.
///
/// ```swift
/// @main
/// struct HelloDemo: Demo {
///   static let abstract = "Says hello."
///   static func run(_ transcript: Transcript) async throws {
///     transcript.line("Hello!")
///   }
/// }
/// ```
@MainActor
public protocol Demo {
  /// The executable's name, as typed after `swift run`. Defaults to the type's name.
  static var commandName: String { get }

  /// One sentence saying what the demo shows; `--help` prints it.
  static var abstract: String { get }

  /// Tells the demo's story. The output must be the same on every run: golden files pin it.
  static func run(_ transcript: Transcript) async throws
}

extension Demo {
  /// The type's own name, which is also the executable's name.
  public static var commandName: String { String(describing: self) }

  /// The usage line shown by `--help` and after a bad argument.
  public static var usage: String {
    (["USAGE: swift run \(commandName)"] + DemoOption.allCases.map { "[\($0.rawValue)]" })
      .joined(separator: " ")
  }

  /// The full help text.
  public static var help: String {
    """
    \(abstract)

    \(usage)

    OPTIONS:
    \(DemoOption.helpLines.joined(separator: "\n"))
    """
  }

  /// Runs the demo for a command line, writing to `output` and `errors`.
  ///
  /// This is the whole program minus the process around it, so tests call it directly.
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program name.
  ///   - output: Where the narration (or the help) goes.
  ///   - errors: Where a usage or runtime error goes.
  /// - Returns: The status the process should exit with; 1 when the output could not be
  ///   written, whatever the demo did.
  public static func main(
    arguments: [String], output: Transcript, errors: Transcript
  ) async -> ExitCode {
    let status = await respond(to: arguments, output: output, errors: errors)
    if let failure = output.writeError {
      errors.line("error: could not write the demo's output: \(failure.reason)")
      return .failure
    }
    return status
  }

  /// Shows the help, refuses a bad argument, or runs the demo.
  ///
  /// A demo takes one option at most (see ``DemoOption``), and nothing else.
  private static func respond(
    to arguments: [String], output: Transcript, errors: Transcript
  ) async -> ExitCode {
    if arguments.count == 1, let option = DemoOption(spelling: arguments[0]) {
      switch option {
      case .help:
        output.line(help)
        return .success
      }
    }
    if let argument = arguments.first {
      errors.line("error: unknown argument '\(argument)'")
      errors.line(usage)
      errors.line("Run 'swift run \(commandName) --help' to see what this demo shows.")
      return .usage
    }
    do {
      try await run(output)
      return .success
    } catch {
      errors.line("error: \(error)")
      return .failure
    }
  }

  /// The process entry point that `@main` calls.
  ///
  /// A reader that goes away (`| head -1`) would kill the process with SIGPIPE before it could
  /// say anything; ignored, the signal becomes a write error like any other.
  public static func main() async {
    signal(SIGPIPE, SIG_IGN)
    let status = await main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      output: Transcript(.standardOutput),
      errors: Transcript(.standardError)
    )
    exit(status.rawValue)
  }
}
