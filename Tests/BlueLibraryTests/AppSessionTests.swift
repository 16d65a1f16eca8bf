import Foundation
import MVC
import Testing

@testable import BlueLibrary

/// The app driven as a user would drive it from a script, over a real data folder.
@MainActor
@Suite struct AppSessionTests {
  let folder: TemporaryFolder
  var arguments: [String] { ["--data-dir", folder.url.path] }

  init() throws {
    folder = try TemporaryFolder()
  }

  func run(_ lines: String...) async -> ScriptedSession {
    await ScriptedSession.run(lines, arguments: arguments)
  }

  @Test func withNoInputTheFirstFrameIsPrinted() async {
    let session = await run()
    #expect(session.status == .success)
    #expect(session.frames.count == 1)
    #expect(session.lastFrame[0] == "> launch")
    #expect(session.lastFrame[1] == "BlueLibrary — album 1 of 5")
    #expect(
      session.lastFrame.contains("  Artist                                             David Bowie")
    )
    #expect(
      session.lastFrame.contains("( Undo )                                              [ Delete ]")
    )
    #expect(session.statusLine == "Welcome to BlueLibrary. Press ? for help.")
  }

  @Test func selectDeleteUndo() async {
    let session = await run("select 3", "delete", "undo")
    #expect(
      session.frames.map { $0.split(separator: "\n")[1] } == [
        "BlueLibrary — album 1 of 5", "BlueLibrary — album 3 of 5", "BlueLibrary — album 3 of 4",
        "BlueLibrary — album 3 of 5",
      ])
    #expect(session.frames[2].contains("Deleted Nothing Like The Sun. Press u to undo."))
    #expect(
      session.frames[2].contains("[ Undo ]                                              [ Delete ]")
    )
    #expect(session.statusLine == "Restored Nothing Like The Sun.")
    #expect(
      session.lastFrame.contains("  Album                                     Nothing Like The Sun")
    )
    #expect(
      session.lastFrame.contains("( Undo )                                              [ Delete ]")
    )
  }

  @Test func aRelaunchRestoresTheIndexAndTheAlbums() async {
    let first = await run("select 4", "delete", "prev", "quit")
    #expect(first.status == .success)
    let second = await run()
    #expect(second.lastFrame[1] == "BlueLibrary — album 3 of 4")
    #expect(
      second.lastFrame.contains("  Album                                     Nothing Like The Sun"))
    let saved = try? Data(contentsOf: folder.url.appending(path: "albums.json"))
    #expect(
      saved.map { String(decoding: $0, as: UTF8.self).contains("Staring at the Sun") } == false)
  }

  @Test func theEndOfTheInputSavesLikeQuitting() async {
    _ = await run("next", "next")
    #expect(await run().lastFrame[1] == "BlueLibrary — album 3 of 5")
  }

  @Test func deletingEveryAlbumDisablesDeleteAndUndoBringsThemBackInOrder() async {
    let deleteAll = Array(repeating: "delete", count: 5)
    let emptied = await ScriptedSession.run(deleteAll + ["delete"], arguments: arguments)
    #expect(emptied.lastFrame[1] == "BlueLibrary — no albums")
    #expect(
      emptied.lastFrame.contains("[ Undo ]                                              ( Delete )")
    )
    #expect(emptied.statusLine == "There is nothing to delete.")

    let session = await ScriptedSession.run(
      deleteAll + Array(repeating: "undo", count: 6), arguments: arguments + ["--reset"])
    #expect(session.statusLine == "There is nothing to undo.")
    #expect(
      session.lastFrame.contains("( Undo )                                              [ Delete ]")
    )
    let saved = await run("quit")
    #expect(saved.lastFrame[1] == "BlueLibrary — album 1 of 5")
    let archive = try? String(
      contentsOf: folder.url.appending(path: "albums.json"), encoding: .utf8)
    let titles = Album.placeholders.map(\.title)
    let positions = titles.compactMap { archive?.range(of: $0)?.lowerBound }
    #expect(positions.count == 5)
    #expect(positions == positions.sorted())
  }

  @Test func unknownCommandsAreReportedAndTheRestStillRuns() async {
    let session = await run("dance", "select two", "next")
    #expect(session.status == .dataError)
    #expect(session.status.rawValue == 65)
    #expect(
      session.errors
        == """
        error: line 1: unknown command 'dance'; type 'help' for the commands
        error: line 2: '2' is not an album number (1, 2, 3, …)

        """.replacingOccurrences(of: "'2'", with: "'two'"))
    #expect(session.frames.count == 4)
    #expect(session.lastFrame[1] == "BlueLibrary — album 2 of 5")
  }

  @Test func blankLinesAndCommentsAreSkipped() async {
    let session = await run("", "# move on", "  next  ")
    #expect(session.status == .success)
    #expect(session.frames.count == 2)
  }

  @Test func selectingAnAlbumThatIsNotThereSaysSo() async {
    let session = await run("select 9")
    #expect(session.statusLine == "There is no album 9; there are 5.")
    #expect(session.lastFrame[1] == "BlueLibrary — album 1 of 5")
  }

  @Test func aCorruptArchiveIsSetAsideAndReported() async throws {
    try Data("garbage".utf8).write(to: folder.url.appending(path: "albums.json"))
    let session = await run()
    #expect(session.status == .success)
    #expect(
      session.errors
        == "note: albums.json could not be read (the file is not JSON); kept it as albums.json.unreadable-1; starting from the placeholder albums\n"
    )
    #expect(session.statusLine == "See the note printed in full on standard error.")
    #expect(try folder.contents().contains("albums.json.unreadable-1"))
    #expect(session.lastFrame[1] == "BlueLibrary — album 1 of 5")
  }

  @Test func resetKeepsTheOldDataAsABackup() async throws {
    _ = await run("delete", "quit")
    let session = await ScriptedSession.run([], arguments: arguments + ["--reset"])
    #expect(session.lastFrame[1] == "BlueLibrary — album 1 of 5")
    #expect(
      session.errors == """
        note: kept the old albums.json as albums.json.before-reset-1
        note: kept the old state.json as state.json.before-reset-1

        """)
    #expect(
      try folder.contents() == [
        ".lock", "albums.json", "albums.json.before-reset-1", "covers", "state.json",
        "state.json.before-reset-1",
      ])
    #expect(session.statusLine == "See the 2 notes printed in full on standard error.")
  }

  @Test func coversAreDownloadedOnceThenComeFromTheFolder() async throws {
    let first = await run("next")
    #expect(first.frames[1].contains("ITS MY LIFE"))
    let covers = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appending(path: "covers").path)
    #expect(covers.count == 3)
    let second = await run()
    #expect(second.frames[0].contains("BEST OF BOWIE"))
  }
}

@MainActor
@Suite struct AppCommandLineTests {
  @Test func helpListsOptionsKeysAndCommands() async {
    let session = await ScriptedSession.run([], arguments: ["--help"])
    #expect(session.status == .success)
    #expect(session.output.hasPrefix("BlueLibrary: browse albums"))
    #expect(session.output.contains("--data-dir PATH"))
    #expect(session.output.contains("select N     show album number N (from 1)"))
  }

  @Test func helpFollowsAChineseLocaleAndLCAllWinsOverLang() async {
    let chinese = await ScriptedSession.run(
      [], arguments: ["--help"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.status == .success)
    #expect(chinese.output == SimplifiedChineseAppMessages().help + "\n")
    #expect(chinese.output.hasPrefix("BlueLibrary：浏览专辑，删除后还能撤销；"))
    #expect(
      chinese.output.contains(
        "\n用法：swift run BlueLibrary [--data-dir PATH] [--reset] [--no-color] [--latency MS] "
          + "[--lang LANG] [--trace] [--help]\n"))
    #expect(chinese.output.contains("select N     显示第 N 张专辑（从 1 数起）"))
    let english = await ScriptedSession.run(
      [], arguments: ["--help"], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"])
    #expect(english.output == EnglishAppMessages().help + "\n")
    #expect(english.output.contains("\nUSAGE: swift run BlueLibrary [--data-dir PATH] "))
  }

  @Test func langOverridesTheLocale() async {
    let chinese = await ScriptedSession.run([], arguments: ["--help", "--lang", "zh-Hans"])
    #expect(chinese.output == SimplifiedChineseAppMessages().help + "\n")
    let english = await ScriptedSession.run(
      [], arguments: ["--lang=en", "--help"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(english.output == EnglishAppMessages().help + "\n")
  }

  @Test func anUnknownLanguageIsAUsageErrorInTheLocalesLanguage() async {
    let session = await ScriptedSession.run(
      [], arguments: ["--lang", "fr"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(session.status == .usage)
    #expect(
      session.errors == """
        错误：--lang“fr”无法使用：请给出其中之一：en、zh-Hans
        \(SimplifiedChineseAppMessages().usage)
        运行时加上 --help 可查看所有选项。

        """)
  }

  @Test func aBadOptionIsAUsageError() async {
    let session = await ScriptedSession.run([], arguments: ["--colour"])
    #expect(session.status == .usage)
    #expect(
      session.errors == """
        error: unknown option '--colour'
        \(EnglishAppMessages().usage)
        Run with --help to see the options.

        """)
    #expect(session.output == "")
  }

  @Test func aDataFolderThatCannotBeMadeIsAClearFailure() async throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appending(path: "in-the-way")
    try Data().write(to: file)
    let session = await ScriptedSession.run([], arguments: ["--data-dir", file.path])
    #expect(session.status == .failure)
    #expect(session.errors.hasPrefix("error: cannot use the data folder: "))
    #expect(session.output == "")
  }
}

@MainActor
@Suite struct AppSaveFailureTests {
  @Test func aSaveThatFailsOnTheWayOutIsAnErrorNotASilentSuccess() async throws {
    let folder = try TemporaryFolder()
    // A folder where the archive file should be: it can be neither read nor replaced.
    try FileManager.default.createDirectory(
      at: folder.url.appending(path: "albums.json"), withIntermediateDirectories: false)
    let session = await ScriptedSession.run(
      ["next", "quit"], arguments: ["--data-dir", folder.url.path])
    #expect(session.status == .failure)
    #expect(session.errors.contains("note: could not read the saved albums ("))
    #expect(
      session.errors.hasSuffix(
        "error: could not save on the way out: the saved albums could not be read at launch, so they are not overwritten\n"
      ))
    #expect(session.statusLine.hasPrefix("Could not save: "))
  }
}
