import BlueKit

/// The app's words in English, its own language and the fallback.
struct EnglishAppMessages: AppMessages {
  // MARK: The command line

  func usageLine(options: String) -> String { "USAGE: swift run BlueLibrary \(options)" }

  func help(for option: AppOption) -> String {
    switch option {
    case .dataDirectory:
      """
      Keep albums, state and covers in PATH (default: the platform's data
      folder: $XDG_DATA_HOME/BlueLibrary or ~/.local/share/BlueLibrary on
      Linux, ~/Library/Application Support/BlueLibrary on macOS).
      """
    case .reset:
      """
      Start again from the five placeholder albums (the old data is kept
      as a backup beside it).
      """
    case .noColor: "Never use colour (NO_COLOR=1 does the same)."
    case .latency:
      """
      How long each cover download takes in a terminal, in milliseconds
      (default 600); scripted runs never wait.
      """
    case .language:
      """
      Speak en or zh-Hans (Simplified Chinese); by default the locale's
      language (LC_ALL, LC_MESSAGES, LANG).
      """
    case .trace:
      """
      Show each pattern at work: a line for each thing it does, printed
      after each frame (in a terminal, the trace pane opens at launch).
      """
    case .help: "Show this help and exit."
    }
  }

  func helpPage(usage: String, options: String) -> String {
    """
    BlueLibrary: browse albums, delete and undo; every design pattern of the tutorial at work.

    \(usage)

    OPTIONS:
    \(options)

    In a terminal the app is interactive. Otherwise it reads one command per line from
    standard input, prints the screen after each, and exits at the end of the input:
      printf 'next\\ndelete\\nundo\\n' | swift run BlueLibrary

    KEYS (in a terminal)        COMMANDS (one per line on standard input)
      → or l    next album        next, n
      ← or h    previous album    prev, p
                                  select N     show album number N (from 1)
      d         delete album      delete, d
      u         undo a delete     undo, u
      b         save now          background   (as when the app leaves the screen)
      t         trace pane        --trace      (the key opens and closes it)
      ?         help              help
      q, ^C     save and quit     quit, q
    """
  }

  let seeHelp = "Run with --help to see the options."
  func error(_ sentence: String) -> String { "error: \(sentence)" }
  func note(_ sentence: String) -> String { "note: \(sentence)" }

  func describe(_ error: AppOptionsError) -> String {
    switch error {
    case .unknown(let argument): "unknown option '\(argument)'"
    case .missingValue(let name): "\(name) needs a value"
    case .badValue(let name, let value, let requirement):
      "\(name) '\(value)' is not usable: \(describe(requirement))"
    case .repeated(let name): "\(name) is given more than once; give it once"
    case .notUTF8(let position):
      "argument \(position) is not valid UTF-8 text; name the folder in UTF-8"
    }
  }

  private func describe(_ requirement: AppOptionsError.Requirement) -> String {
    switch requirement {
    case .notEmpty: "it is empty"
    case .milliseconds: "give milliseconds from 0 to 60000"
    case .language: "give one of: \(Language.tags.joined(separator: ", "))"
    }
  }

  // MARK: Scripts

  func describe(_ error: AppCommandError) -> String {
    switch error {
    case .unknown(let line):
      "unknown command '\(line.trimmingWhitespace)'; type 'help' for the commands"
    case .badArgument(_, .selectTakesOneNumber):
      "select takes one album number, such as 'select 2'"
    case .badArgument(_, .notAnAlbumNumber(let text)):
      "'\(text)' is not an album number (1, 2, 3, …)"
    case .badArgument(_, .takesNoArguments(let word)):
      "'\(word)' takes no arguments"
    }
  }

  func line(_ number: Int, _ problem: String) -> String { "line \(number): \(problem)" }
  func lineTooLong(maximumBytes: Int) -> String {
    "longer than \(maximumBytes) bytes; skipped"
  }
  func outputFailed(_ reason: String, saved: Bool) -> String {
    saved ? "\(reason); the session is saved" : reason
  }
  func couldNotSaveOnTheWayOut(_ reason: String) -> String {
    "could not save on the way out: \(reason)"
  }
  let cannotUseRawMode = "cannot switch the terminal to raw mode"

  // MARK: Launching

  func cannotUseDataFolder(_ reason: String) -> String { "cannot use the data folder: \(reason)" }
  func cannotReset(_ reason: String) -> String { "cannot reset: \(reason)" }
  func cannotOpenSavedData(_ reason: String) -> String { "cannot open the saved data: \(reason)" }
  func dataFolderInUse(_ path: String) -> String {
    "another BlueLibrary is using the data folder \(path); quit it first, or choose another "
      + "folder with --data-dir"
  }
  func couldNotMoveAside(_ name: String, to backup: String, _ reason: String) -> String {
    "could not move \(name) aside to \(backup): \(reason)"
  }
  func keptOldFile(_ name: String, as backup: String) -> String {
    "kept the old \(name) as \(backup)"
  }
  func coverCacheUnusable(_ error: FileCoverStoreError) -> String {
    let reason =
      switch error.reason {
      case .notAFolder: "something other than a folder is there"
      case .system(let reason): reason
      }
    return "the cover cache \(error.folder.path) cannot be used: \(reason)"
  }
  func coversInMemory(because error: FileCoverStoreError) -> String {
    "\(coverCacheUnusable(error)); covers are kept in memory until the app quits"
  }
  let noteSeparator = "; "
  func seeNotesOnStandardError(count: Int) -> String {
    count == 1
      ? "See the note printed in full on standard error."
      : "See the \(count) notes printed in full on standard error."
  }

  // MARK: The screen

  func title(album number: Int, of count: Int) -> String {
    "BlueLibrary — album \(number) of \(count)"
  }
  let titleWithoutAlbums = "BlueLibrary — no albums"
  func rowTitle(_ title: String) -> String { title }
  let undo = "Undo"
  let delete = "Delete"
  let shortHelp = "←/h prev  →/l next  d delete  u undo  b save  t trace  q quit"

  // MARK: The status line

  let welcome = "Welcome to BlueLibrary. Press ? for help."
  let noAlbums = "There are no albums."
  let lastAlbum = "This is the last album."
  let firstAlbum = "This is the first album."
  func noAlbum(_ number: Int, count: Int) -> String {
    "There is no album \(number); there are \(count)."
  }
  func showing(_ title: String) -> String { "Showing \(title)." }
  let nothingToDelete = "There is nothing to delete."
  func deleted(_ title: String) -> String { "Deleted \(title). Press u to undo." }
  func couldNotDelete(_ reason: String) -> String { "Could not delete: \(reason)" }
  let nothingToUndo = "There is nothing to undo."
  func restored(_ title: String) -> String { "Restored \(title)." }
  func couldNotUndo(_ reason: String) -> String { "Could not undo: \(reason)" }
  let saved = "Saved."
  func couldNotSave(_ reason: String) -> String { "Could not save: \(reason)" }
}
