import BlueKit
import Facade
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
  /// What the user should hear about the launch (files set aside or backed up), in full.
  let notes: [String]

  /// Why the app could not start.
  struct LaunchError: Error, CustomStringConvertible {
    let description: String
  }

  /// Builds the app over `dataDirectory`, a screen `width` points wide, its parts talking
  /// through `notificationCenter` (`.default` in the app, a fresh one in each test).
  ///
  /// With `reset`, the saved albums and state are moved aside first (kept, never deleted), so
  /// the app starts from the placeholders.
  static func make(
    dataDirectory: URL, reset: Bool, downloadLatency: Duration, width: Double,
    notificationCenter: NotificationCenter
  ) throws(LaunchError) -> AppEnvironment {
    do {
      try DataDirectory(url: dataDirectory).create()
    } catch {
      throw LaunchError(description: "cannot use the data folder: \(error)")
    }
    var notes: [String] = []
    if reset {
      do {
        notes += try moveAside(
          [FileAlbumArchive.fileName, stateFileName], in: dataDirectory, suffix: "before-reset")
      } catch {
        throw LaunchError(description: "cannot reset: \(error)")
      }
    }
    let covers: FileCoverStore
    let stateStore: FileKeyValueStore
    do {
      covers = try FileCoverStore(directory: dataDirectory)
      stateStore = try FileKeyValueStore(fileURL: dataDirectory.appending(path: stateFileName))
    } catch {
      throw LaunchError(description: "cannot open the saved data: \(error)")
    }
    if let file = stateStore.quarantinedFile { notes.append(file.description) }
    // tutorial:begin composition-root
    let persistency = PersistencyManager(
      archive: FileAlbumArchive(directory: dataDirectory), covers: covers)
    let library = LibraryAPI(
      persistencyManager: persistency, httpClient: OfflineHTTPClient(latency: downloadLatency),
      notificationCenter: notificationCenter)
    let application = Application(notificationCenter: notificationCenter)
    let controller = LibraryViewController(
      library: library, stateStore: stateStore, application: application,
      notificationCenter: notificationCenter, width: width)
    // tutorial:end composition-root
    if let note = library.loadNote { notes.append(note) }
    if !notes.isEmpty { controller.status = notes.joined(separator: "; ") }
    return AppEnvironment(
      controller: controller, library: library, application: application, notes: notes)
  }

  /// The state file's name in the data directory.
  static let stateFileName = "state.json"

  /// Renames each existing file in `names` to `<name>.<suffix>-N` (the first free N).
  ///
  /// - Returns: A note per file moved, for the status line.
  static func moveAside(_ names: [String], in folder: URL, suffix: String) throws -> [String] {
    var notes: [String] = []
    for name in names {
      let file = folder.appending(path: name)
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      var number = 1
      var backup = folder.appending(path: "\(name).\(suffix)-\(number)")
      while FileManager.default.fileExists(atPath: backup.path) {
        number += 1
        backup = folder.appending(path: "\(name).\(suffix)-\(number)")
      }
      try FileManager.default.moveItem(at: file, to: backup)
      notes.append("kept the old \(name) as \(backup.lastPathComponent)")
    }
    return notes
  }
}
