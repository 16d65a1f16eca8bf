import CommandLineVocabulary
import FileSafety
import Foundation
import Synchronization
import Testing

@testable import BlueLibrary

/// What the app promises whatever its signals, output and data folder do, driven in process.
/// (``AppProcessTests`` checks the same promises from outside, on the real executable.)
@MainActor
@Suite struct AppSafetyTests {
  let folder: TemporaryFolder
  var arguments: [String] { ["--data-dir", folder.url.path] }

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The first frame's title line of a new session on the same folder.
  func relaunchTitle() async -> String {
    await ScriptedSession.run([], arguments: arguments).title
  }

  @Test(arguments: [
    (StopSignal.terminate, ExitCode.terminated), (.hangUp, .hangUp),
    (.interrupt, .interrupted),
  ])
  func aStopSignalSavesThenEndsWithItsStatus(signal: StopSignal, status: ExitCode) async {
    let session = await ScriptedSession.run(
      events: [.line("delete"), .line("delete"), .line("next"), .stop(signal), .line("undo")],
      arguments: arguments)
    #expect(session.status == status)
    #expect(session.frames.count == 4)
    #expect(await relaunchTitle() == "BlueLibrary — album 2 of 3")
  }

  @Test func theStopStatusesAre128PlusTheSignal() {
    #expect(StopSignal.allCases.map(\.exitStatus.rawValue) == [129, 130, 143])
    #expect(StopSignal.allCases.map { 128 + $0.rawValue } == [129, 130, 143])
  }

  @Test func aLineTooLongIsRefusedWithoutEchoAndTheRestStillRuns() async {
    let session = await ScriptedSession.run(
      events: [.line("next"), .lineTooLong, .line("next")], arguments: arguments)
    #expect(session.status == .dataError)
    #expect(session.errors == "error: line 2: longer than 4096 bytes; skipped\n")
    #expect(session.frames.count == 3)
    #expect(session.title == "BlueLibrary — album 3 of 5")
  }

  @Test func outputThatFailsSavesTheSessionAndEndsWithAMessage() async {
    let frames = Mutex(0)
    let errors = Mutex("")
    let io = AppIO(
      interactive: false, outputIsTerminal: false,
      script: ListScriptInput([.line("delete"), .line("next")]),
      write: { _ throws(ProcessOutputError) in
        // The launch frame goes out; the next write finds the reader gone.
        let count = frames.withLock { count in
          count += 1
          return count
        }
        if count > 1 { throw ProcessOutputError(streamName: "standard output", code: EPIPE) }
      },
      errorOutput: { text in errors.withLock { $0 += text } })
    let status = await BlueLibraryApp.run(arguments: arguments, environment: [:], io: io)
    #expect(status == .failure)
    #expect(
      errors.withLock { $0 }
        == "error: cannot write to standard output: Broken pipe; the session is saved\n")
    #expect(await relaunchTitle() == "BlueLibrary — album 1 of 4")
  }

  @Test func aSecondSessionOnTheFolderIsRefusedWith75() async throws {
    do {
      let holder = try DataDirectoryLock(directory: folder.url)
      let session = await ScriptedSession.run(["delete"], arguments: arguments)
      #expect(session.status == .temporaryFailure)
      #expect(
        session.errors == """
          error: another BlueLibrary is using the data folder \(folder.url.path); quit it first, \
          or choose another folder with --data-dir

          """)
      #expect(session.output == "")
      withExtendedLifetime(holder) {}
    }
    // Once the holder is gone, the folder is free, and the refused session changed nothing.
    #expect(await relaunchTitle() == "BlueLibrary — album 1 of 5")
  }

  @Test func temporaryFilesOfKilledSavesAreSweptAtLaunch() async throws {
    _ = await ScriptedSession.run([], arguments: arguments)
    let stale = "albums.json.saving-0E4C4C2B-6A3E-4B7C-9D7E-1F2A3B4C5D6E"
    try Data("half a sa".utf8).write(to: folder.url.appending(path: stale))
    try Data().write(to: folder.url.appending(path: "covers/x.saving-\(UUID().uuidString)"))
    _ = await ScriptedSession.run([], arguments: arguments)
    #expect(!(try folder.contents().contains(stale)))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.url.appending(path: "covers").path
      ).allSatisfy { !$0.contains(".saving-") })
  }

  @Test(arguments: ["a file", "a dangling link"])
  func aCoversPathThatIsNotAFolderStartsWithoutTheCache(kind: String) async throws {
    let covers = folder.url.appending(path: "covers")
    if kind == "a file" {
      try Data().write(to: covers)
    } else {
      try FileManager.default.createSymbolicLink(
        atPath: covers.path, withDestinationPath: "nowhere")
    }
    let session = await ScriptedSession.run(["next"], arguments: arguments)
    #expect(session.status == .success)
    #expect(
      session.errors == """
        note: the cover cache \(covers.path) cannot be used: something other than a folder is \
        there; covers are kept in memory until the app quits

        """)
    #expect(session.title == "BlueLibrary — album 2 of 5")
  }

  @Test func resetOverADanglingBackupNameTakesTheNextNumber() async throws {
    _ = await ScriptedSession.run(["delete"], arguments: arguments)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appending(path: "albums.json.before-reset-1").path,
      withDestinationPath: "nowhere")
    let session = await ScriptedSession.run([], arguments: arguments + ["--reset"])
    #expect(session.status == .success)
    #expect(
      session.errors == """
        note: kept the old albums.json as albums.json.before-reset-2
        note: kept the old state.json as state.json.before-reset-1

        """)
    #expect(session.title == "BlueLibrary — album 1 of 5")
  }

  @Test func aNamedPipeAsTheArchiveIsNeverReadAndNeverReplaced() async throws {
    let archive = folder.url.appending(path: "albums.json")
    #expect(mkfifo(archive.path, 0o600) == 0)
    let session = await ScriptedSession.run(["delete"], arguments: arguments)
    #expect(
      session.errors.hasPrefix(
        "note: could not read the saved albums (\(archive.path) is a named pipe (FIFO), not a "
          + "regular file, so it was not read); changes will not be saved\n"))
    #expect(session.status == .failure)
    let type = try FileManager.default.attributesOfItem(atPath: archive.path)[.type]
    #expect(type as? FileAttributeType != .typeRegular)
  }

  @Test func aNamedPipeAsTheStateFileStopsTheLaunchWithASentence() async throws {
    let state = folder.url.appending(path: "state.json")
    #expect(mkfifo(state.path, 0o600) == 0)
    let session = await ScriptedSession.run(["delete"], arguments: arguments)
    #expect(session.status == .failure)
    #expect(
      session.errors
        == "error: cannot open the saved data: \(state.path) is a named pipe (FIFO), not a "
        + "regular file, so it was not read\n")
    #expect(session.output == "")
  }

  @Test func aReadOnlyArchiveKeepsItsMode() async throws {
    _ = await ScriptedSession.run([], arguments: arguments)
    let archive = folder.url.appending(path: "albums.json").path
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: archive)
    _ = await ScriptedSession.run(["delete"], arguments: arguments)
    let mode = try FileManager.default.attributesOfItem(atPath: archive)[.posixPermissions]
    #expect(mode as? Int == 0o400)
    #expect(await relaunchTitle() == "BlueLibrary — album 1 of 4")
  }

  @Test func aSymlinkedArchiveIsWrittenThroughAndStaysALink() async throws {
    let elsewhere = try TemporaryFolder()
    let target = elsewhere.url.appending(path: "my-albums.json")
    let link = folder.url.appending(path: "albums.json")
    _ = await ScriptedSession.run([], arguments: arguments)
    try FileManager.default.moveItem(at: link, to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    _ = await ScriptedSession.run(["delete"], arguments: arguments)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    let saved = try String(contentsOf: target, encoding: .utf8)
    #expect(!saved.contains("Best of Bowie"))
  }
}

/// The command line: options given twice, arguments that are not UTF-8, a dumb terminal.
@Suite struct AppCommandLineSafetyTests {
  @Test func aRepeatedDataFolderIsAUsageError() {
    #expect(throws: AppOptionsError.repeated("--data-dir")) {
      try AppOptions(arguments: ["--data-dir", "/a", "--data-dir=/b"])
    }
    #expect(
      AppOptionsError.repeated("--data-dir").description
        == "--data-dir is given more than once; give it once")
  }

  @Test func anArgumentThatIsNotUTF8IsRefused() throws {
    #expect(throws: AppOptionsError.notUTF8(position: 2)) {
      try AppOptions.decode([Array("--data-dir".utf8), [0x2F, 0x74, 0xFF]])
    }
    #expect(
      AppOptionsError.notUTF8(position: 2).description
        == "argument 2 is not valid UTF-8 text; name the folder in UTF-8")
    #expect(
      try AppOptions.decode([Array("--data-dir".utf8), Array("/tmp/é".utf8)]) == [
        "--data-dir", "/tmp/é",
      ])
  }

  @Test(
    arguments: [
      ("xterm-256color", true, true, true), ("dumb", true, true, false), (nil, true, true, true),
      ("xterm", false, true, false), ("xterm", true, false, false),
    ] as [(String?, Bool, Bool, Bool)])
  func aDumbTerminalGetsScriptedModeNotTheAlternateScreen(
    term: String?, input: Bool, output: Bool, interactive: Bool
  ) {
    let environment = term.map { ["TERM": $0] } ?? [:]
    #expect(
      BlueLibraryApp.isInteractive(
        inputIsTerminal: input, outputIsTerminal: output, environment: environment)
        == interactive)
  }
}
