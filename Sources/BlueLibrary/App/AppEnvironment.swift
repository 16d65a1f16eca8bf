import BlueKit
import CommandLineVocabulary
import Facade
import FileSafety
import Foundation
import Memento
import Observer

/// Everything the app is made of, wired together once, at launch: the composition root.
///
/// This is where the patterns' pieces meet their real collaborators: the facade gets a
/// persistency manager over files in the data directory, the controller gets the facade, a
/// state store and the application. Tests build the same thing over a temporary folder.
@MainActor
struct AppEnvironment {
  let controller: LibraryViewController
  let library: LibraryAPI
  let application: Application
  /// Every word the app says, in the user's language.
  let messages: any AppMessages
  /// The data folder's lock, held until the session ends: no other BlueLibrary writes there.
  let lock: DataDirectoryLock
  /// What the user should hear about the launch (files set aside or backed up), in full.
  let notes: [String]
  /// What the patterns did, when the app traces them.
  let trace: PatternTrace?
  /// The trace's observer of cover requests, kept while the app runs.
  let coverRequestTracer: CoverRequestTracer?

  /// Why the app could not start.
  struct LaunchError: Error, CustomStringConvertible {
    let description: String
    /// The exit status that says why.
    var status = ExitCode.failure
  }

  /// Builds the app over `dataDirectory`, a screen `width` points wide, its parts talking
  /// through `notificationCenter` (`.default` in the app, a fresh one in each test), speaking
  /// the language of `messages`.
  ///
  /// With a `trace`, each collaborator is wrapped in a decorator that records what it was
  /// asked there; without one, nothing is wrapped.
  ///
  /// With `reset`, the saved albums and state are moved aside first (kept, never deleted), so
  /// the app starts from the placeholders.
  static func make(
    dataDirectory: URL, reset: Bool, downloadLatency: Duration, width: Double,
    notificationCenter: NotificationCenter, messages: any AppMessages,
    trace: PatternTrace? = nil
  ) throws(LaunchError) -> AppEnvironment {
    do {
      try DataDirectory(url: dataDirectory).create()
    } catch {
      throw LaunchError(description: messages.cannotUseDataFolder("\(error)"))
    }
    let lock = try lockDataFolder(dataDirectory, messages: messages)
    var notes: [String] = []
    if reset {
      do {
        notes += try moveAside(
          [FileAlbumArchive.fileName, stateFileName], in: dataDirectory, suffix: "before-reset",
          messages: messages)
      } catch {
        throw LaunchError(description: messages.cannotReset("\(error)"))
      }
    }
    let (covers, coversNote) = FileCoverStore.openOrInMemory(
      directory: dataDirectory, messages: messages)
    if let coversNote { notes.append(coversNote) }
    let stateStore: FileKeyValueStore
    do {
      stateStore = try FileKeyValueStore(fileURL: dataDirectory.appending(path: stateFileName))
    } catch {
      throw LaunchError(description: messages.cannotOpenSavedData("\(error)"))
    }
    if let file = stateStore.quarantinedFile { notes.append(file.description) }
    // tutorial:begin composition-root
    // Every collaborator passes through `wiring`, which wraps it when the app is traced.
    let wiring = TraceWiring(trace: trace)
    let coverRequestTracer = wiring.observeCoverRequests(on: notificationCenter)
    let persistency = PersistencyManager(
      archive: wiring.archive(FileAlbumArchive(directory: dataDirectory)), covers: covers)
    let library = LibraryAPI(
      persistencyManager: persistency,
      httpClient: wiring.httpClient(OfflineHTTPClient(latency: downloadLatency)),
      notificationCenter: notificationCenter)
    let application = Application(notificationCenter: notificationCenter)
    let controller = LibraryViewController(
      library: wiring.facade(library), stateStore: wiring.stateStore(stateStore),
      application: application, notificationCenter: notificationCenter, width: width,
      messages: messages, decorators: wiring.controllerDecorators)
    // tutorial:end composition-root
    if let note = library.loadNote { notes.append(note) }
    if !notes.isEmpty {
      controller.status = statusLine(for: notes, width: width, messages: messages)
    }
    return AppEnvironment(
      controller: controller, library: library, application: application, messages: messages,
      lock: lock, notes: notes, trace: trace, coverRequestTracer: coverRequestTracer)
  }

  /// The launch notes as the status line shows them: whole when they fit the screen's `width`,
  /// otherwise a pointer to where they are printed whole (a note cut mid-word misleads).
  static func statusLine(for notes: [String], width: Double, messages: any AppMessages)
    -> String
  {
    let joined = notes.joined(separator: messages.noteSeparator)
    let columns = TerminalText(joined).width
    if Double(columns) * Canvas.Scale.standard.pointsPerColumn <= width { return joined }
    return messages.seeNotesOnStandardError(count: notes.count)
  }

  /// The state file's name in the data directory.
  static let stateFileName = "state.json"

  /// Whether anything has the name `url`, a symbolic link to nothing included (`fileExists`
  /// follows links, calls a dangling one free, and the move onto it then fails).
  private static func nameIsTaken(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
  }

  /// Renames each existing file in `names` to `<name>.<suffix>-N` (the first free N).
  ///
  /// - Returns: A note per file moved, for the status line.
  static func moveAside(
    _ names: [String], in folder: URL, suffix: String, messages: any AppMessages
  ) throws(LaunchError) -> [String] {
    var notes: [String] = []
    for name in names {
      let file = folder.appending(path: name)
      guard nameIsTaken(file) else { continue }
      var number = 1
      var backup = folder.appending(path: "\(name).\(suffix)-\(number)")
      while nameIsTaken(backup) {
        number += 1
        backup = folder.appending(path: "\(name).\(suffix)-\(number)")
      }
      do {
        try FileManager.default.moveItem(at: file, to: backup)
      } catch {
        throw LaunchError(
          description: messages.couldNotMoveAside(
            name, to: backup.lastPathComponent, error.reason))
      }
      notes.append(messages.keptOldFile(name, as: backup.lastPathComponent))
    }
    return notes
  }
}
