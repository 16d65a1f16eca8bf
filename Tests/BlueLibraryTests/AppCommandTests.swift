import BlueKit
import BlueLibrary
import Testing

@Suite struct AppCommandTests {
  @Test(arguments: [
    ("next", AppCommand.next), ("  N  ", .next), ("prev", .previous), ("LEFT", .previous),
    ("select 3", .select(number: 3)), ("delete", .delete), ("u", .undo),
    ("background", .background), ("help", .help), ("quit", .quit), ("exit", .quit),
  ])
  func wordsAreCommands(line: String, command: AppCommand) throws {
    #expect(try AppCommand(line: line) == command)
  }

  @Test func anUnknownWordSaysWhatToType() {
    #expect(throws: AppCommandError.unknown(" dance ")) { try AppCommand(line: " dance ") }
    #expect(
      AppCommandError.unknown(" dance ").description
        == "unknown command 'dance'; type 'help' for the commands")
  }

  @Test(arguments: [
    ("select", "select takes one album number, such as 'select 2'"),
    ("select 1 2", "select takes one album number, such as 'select 2'"),
    ("select two", "'two' is not an album number (1, 2, 3, …)"),
    ("select 0", "'0' is not an album number (1, 2, 3, …)"),
    ("select -4", "'-4' is not an album number (1, 2, 3, …)"),
    ("select 99999999999999999999", "'99999999999999999999' is not an album number (1, 2, 3, …)"),
    ("delete everything", "'delete' takes no arguments"),
  ])
  func badArgumentsAreExplained(line: String, message: String) {
    #expect {
      try AppCommand(line: line)
    } throws: { error in
      (error as? AppCommandError)?.description == message
    }
  }

  @Test func blankLinesAndCommentsAreIgnorable() {
    #expect(AppCommand.isIgnorable(""))
    #expect(AppCommand.isIgnorable("   "))
    #expect(AppCommand.isIgnorable("  # a comment"))
    #expect(!AppCommand.isIgnorable("next # trailing"))
  }

  @Test func keysMapToTheSameCommands() {
    #expect(AppCommand(key: .right) == .next)
    #expect(AppCommand(key: .character("h")) == .previous)
    #expect(AppCommand(key: .character("d")) == .delete)
    #expect(AppCommand(key: .character("u")) == .undo)
    #expect(AppCommand(key: .character("b")) == .background)
    #expect(AppCommand(key: .interrupt) == .quit)
    #expect(AppCommand(key: .character("q")) == .quit)
    #expect(AppCommand(key: .character("z")) == nil)
    #expect(AppCommand(key: .escape) == nil)
    #expect(AppCommand(key: .enter) == nil)
  }
}

@Suite struct AppOptionsTests {
  @Test func noArgumentsMeansTheDefaults() throws {
    let options = try AppOptions(arguments: [])
    #expect(options == AppOptions())
    #expect(options.dataDirectory == nil)
    #expect(options.downloadLatencyMilliseconds == 600)
  }

  @Test func everyOption() throws {
    let options = try AppOptions(arguments: [
      "--data-dir", "/tmp/blue", "--reset", "--no-color", "--latency=0",
    ])
    #expect(options.dataDirectory == "/tmp/blue")
    #expect(options.reset)
    #expect(options.noColor)
    #expect(options.downloadLatencyMilliseconds == 0)
    #expect(try AppOptions(arguments: ["--data-dir=/x y"]).dataDirectory == "/x y")
    #expect(try AppOptions(arguments: ["-h"]).showHelp)
  }

  @Test(arguments: [
    (["--verbose"], "unknown option '--verbose'"),
    (["extra"], "unknown option 'extra'"),
    (["--reset=yes"], "unknown option '--reset=yes'"),
    (["--data-dir"], "--data-dir needs a value"),
    (["--data-dir", "--reset"], "--data-dir needs a value"),
    (["--data-dir="], "--data-dir '' is not usable: it is empty"),
    (["--latency", "soon"], "--latency 'soon' is not usable: give milliseconds from 0 to 60000"),
    (["--latency", "-5"], "--latency '-5' is not usable: give milliseconds from 0 to 60000"),
  ])
  func badArgumentsAreExplained(arguments: [String], message: String) {
    #expect {
      try AppOptions(arguments: arguments)
    } throws: { error in
      (error as? AppOptionsError)?.description == message
    }
  }
}
