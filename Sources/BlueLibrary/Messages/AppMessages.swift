import BlueKit

/// Every word the app shows or prints, in one language: the screen's labels, toolbar, title
/// and status line, the errors, and `--help`.
///
/// The screen and the program never spell out their own sentences: they ask the table of the
/// language the user reads (`Language`, chosen by `--lang` or the locale, as `kit` chooses).
/// Each language is one type conforming to this protocol, in a file of its own, so the
/// compiler refuses a table that forgets a message. The album data is never translated: it is
/// the user's, and shown as it is.
protocol AppMessages: Sendable {
  // MARK: The command line

  /// The usage line around `options`, the options as ``AppOption/usage`` shows them:
  /// `USAGE: swift run BlueLibrary [--data-dir PATH] …`.
  func usageLine(options: String) -> String
  /// What `option` does, as `--help` says it, on as many lines as it needs.
  func help(for option: AppOption) -> String
  /// The whole `--help` text around its usage line and its table of options.
  func helpPage(usage: String, options: String) -> String
  /// The line after a usage error, pointing at the help.
  var seeHelp: String { get }
  /// An error's sentence with the word that marks it: `error: …`.
  func error(_ sentence: String) -> String
  /// A launch note printed whole on standard error: `note: …`.
  func note(_ sentence: String) -> String
  /// A command-line option the app does not understand, as a sentence.
  func describe(_ error: AppOptionsError) -> String

  // MARK: Scripts

  /// A script line that is not a command, as a sentence.
  func describe(_ error: AppCommandError) -> String
  /// A script line's problem, with the line's number.
  func line(_ number: Int, _ problem: String) -> String
  /// A script line too long to read, skipped.
  func lineTooLong(maximumBytes: Int) -> String
  /// Output failed; `saved` says whether the session was saved anyway.
  func outputFailed(_ reason: String, saved: Bool) -> String
  /// The save on the way out failed.
  func couldNotSaveOnTheWayOut(_ reason: String) -> String
  /// The terminal refused raw mode, so no interactive session.
  var cannotUseRawMode: String { get }

  // MARK: Launching

  /// The data folder cannot be created or used.
  func cannotUseDataFolder(_ reason: String) -> String
  /// `--reset` could not move the old data aside.
  func cannotReset(_ reason: String) -> String
  /// The saved state cannot be opened.
  func cannotOpenSavedData(_ reason: String) -> String
  /// Another BlueLibrary holds the data folder.
  func dataFolderInUse(_ path: String) -> String
  /// A file could not be moved aside.
  func couldNotMoveAside(_ name: String, to backup: String, _ reason: String) -> String
  /// A file was moved aside, kept as `backup`.
  func keptOldFile(_ name: String, as backup: String) -> String
  /// The covers folder cannot be used, as a sentence.
  func coverCacheUnusable(_ error: FileCoverStoreError) -> String
  /// The covers folder cannot be used, so covers are kept in memory: a launch note.
  func coversInMemory(because error: FileCoverStoreError) -> String
  /// Between launch notes that share the status line.
  var noteSeparator: String { get }
  /// The launch notes are too long for the status line: where to read them.
  func seeNotesOnStandardError(count: Int) -> String

  // MARK: The screen

  /// The title line when there are albums: which one is shown, of how many.
  func title(album number: Int, of count: Int) -> String
  /// The title line when there are none.
  var titleWithoutAlbums: String { get }
  /// A details row's title, given as `Album.tableRepresentation` spells it in English
  /// (`Artist`); a title the table does not know stays as it is.
  func rowTitle(_ title: String) -> String
  /// The toolbar's undo button.
  var undo: String { get }
  /// The toolbar's delete button.
  var delete: String { get }
  /// The keys, short enough for the status line.
  var shortHelp: String { get }

  // MARK: The status line

  /// The first status, when nothing needs saying.
  var welcome: String { get }
  /// Moving or deleting with no albums left.
  var noAlbums: String { get }
  /// `next` on the last album.
  var lastAlbum: String { get }
  /// `prev` on the first album.
  var firstAlbum: String { get }
  /// `select` past the end.
  func noAlbum(_ number: Int, count: Int) -> String
  /// An album shown.
  func showing(_ title: String) -> String
  /// `delete` with nothing to delete.
  var nothingToDelete: String { get }
  /// An album deleted.
  func deleted(_ title: String) -> String
  /// A delete that failed.
  func couldNotDelete(_ reason: String) -> String
  /// `undo` with nothing to undo.
  var nothingToUndo: String { get }
  /// A deleted album put back.
  func restored(_ title: String) -> String
  /// An undo that failed.
  func couldNotUndo(_ reason: String) -> String
  /// The albums and the current index saved.
  var saved: String { get }
  /// A save that failed.
  func couldNotSave(_ reason: String) -> String
}

extension AppMessages {
  /// The usage line, printed after a usage error and in the help: every option of
  /// ``AppOption``, in its order.
  var usage: String { usageLine(options: AppOption.allCases.map(\.usage).joined(separator: " ")) }

  /// The whole `--help` text: the usage line and every option of ``AppOption``, each with its
  /// words from this table.
  var help: String { helpPage(usage: usage, options: AppOption.helpTable(in: self)) }
}
