import BlueLibrary
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real executable, checked from outside as a careful tester would: signals, output that
/// fails, endless input, a second instance, arguments that are not UTF-8.
///
/// Serialized: each test runs a whole app, and two cores are shared by everything else.
@Suite(.serialized) struct AppProcessTests {
  let folder: TemporaryFolder
  var arguments: [String] { ["--data-dir", folder.url.path] }

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The album count and title of the screen a new launch shows, read from its first frame.
  func relaunchTitle() throws -> String {
    let app = try AppProcess(arguments: arguments)
    app.closeInput()
    let output = app.readOutput(until: "\n")
    _ = app.finish()
    return output.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
  }

  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)] as [(Int32, Int32)])
  func aStopSignalInScriptedModeSavesThenExitsWithItsStatus(signal: Int32, status: Int32) throws {
    let app = try AppProcess(arguments: arguments)
    app.send("delete\ndelete\nnext\n")
    // Once the third command's frame is out, the app waits for a line: then the signal comes.
    _ = app.readOutput(until: "> next\n")
    app.send(signal: signal)
    // Input stays open: the end of the input would end the app too, racing the signal.
    let ending = app.finish(closingInput: false)
    #expect(ending.status == status)
    #expect(!ending.wasSignaled)
    #expect(try relaunchTitle() == "BlueLibrary — album 2 of 3")
  }

  @Test func aClosedStandardOutputSavesAndFailsWithAMessage() throws {
    let app = try AppProcess(arguments: arguments, output: .closed)
    app.send("delete\n")
    let ending = app.finish()
    #expect(ending.status == 1)
    #expect(
      ending.errors
        == "error: cannot write to standard output: Bad file descriptor; the session is saved\n")
    #expect(try relaunchTitle() == "BlueLibrary — album 1 of 5")
  }

  #if os(Linux)
  @Test func aFullStandardOutputSavesAndFailsWithAMessage() throws {
    let app = try AppProcess(arguments: arguments, output: .file("/dev/full"))
    let ending = app.finish()
    #expect(ending.status == 1)
    #expect(
      ending.errors
        == "error: cannot write to standard output: No space left on device; the session is saved\n"
    )
  }
  #endif

  @Test func aReaderThatGoesAwaySavesTheSessionAndFailsWithAMessage() throws {
    let app = try AppProcess(arguments: arguments)
    _ = app.readOutput(until: "> launch\n")
    // `| head -1`: the reader leaves; the app deletes, then finds nobody to show the frame to.
    app.closeOutput()
    app.send("delete\n")
    let ending = app.finish()
    #expect(ending.status == 1)
    #expect(!ending.wasSignaled)
    #expect(
      ending.errors == "error: cannot write to standard output: Broken pipe; the session is saved\n"
    )
    #expect(try relaunchTitle() == "BlueLibrary — album 1 of 4")
  }

  @Test func endlessInputAndAHugeLineKeepMemoryFlat() throws {
    // The memory of a session that only launches, for comparison.
    let idle = try AppProcess(arguments: arguments, output: .file("/dev/null")).finish()
    let app = try AppProcess(arguments: arguments, output: .file("/dev/null"))
    // A 64 MiB line (refused unread), then 2,000 commands: `yes next | app`, cut short.
    let hugeLine = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 20) + [UInt8(ascii: "\n")]
    #expect(app.send(hugeLine))
    #expect(app.send(String(repeating: "next\n", count: 2_000)))
    let ending = app.finish()
    #expect(ending.status == 65)
    #expect(ending.errors == "error: line 1: longer than 4096 bytes; skipped\n")
    // Reading ahead held the whole line, and copies of it: hundreds of megabytes more.
    #expect(ending.maximumResidentBytes < idle.maximumResidentBytes + 48 << 20)
    // The thread sanitizer's shadow memory alone is more than 100 MB: there, only the
    // comparison above means anything.
    if !AppProcess.isUnderThreadSanitizer {
      #expect(ending.maximumResidentBytes < 100 << 20)
    }
    #expect(try relaunchTitle() == "BlueLibrary — album 5 of 5")
  }

  @Test func aSecondAppOnTheSameFolderIsRefusedAndChangesNothing() throws {
    let first = try AppProcess(arguments: arguments)
    first.send("delete\n")
    _ = first.readOutput(until: "> delete\n")
    let second = try AppProcess(arguments: arguments)
    second.send("delete\ndelete\n")
    let refused = second.finish()
    #expect(refused.status == 75)
    #expect(
      refused.errors == """
        error: another BlueLibrary is using the data folder \(folder.url.path); quit it first, \
        or choose another folder with --data-dir

        """)
    #expect(first.finish().status == 0)
    #expect(try relaunchTitle() == "BlueLibrary — album 1 of 4")
  }

  @Test func aDataFolderThatIsNotUTF8IsAUsageError() throws {
    guard let app = AppProcess.executable() else {
      Issue.record("The BlueLibrary executable was not built beside the tests")
      return
    }
    // Process arguments are Swift strings, always UTF-8: a shell passes the raw byte.
    let shell = try AppProcess(
      program: "/bin/sh",
      arguments: ["-c", #"exec "$0" --data-dir "$(printf '\377')""#, app.path])
    let ending = shell.finish()
    #expect(ending.status == 64)
    #expect(
      ending.errors == """
        error: argument 2 is not valid UTF-8 text; name the folder in UTF-8
        USAGE: swift run BlueLibrary [--data-dir PATH] [--reset] [--no-color] [--latency MS] \
        [--lang LANG] [--trace] [--help]
        Run with --help to see the options.

        """)
  }
}
