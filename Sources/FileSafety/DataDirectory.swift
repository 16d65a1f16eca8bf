import CommandLineVocabulary
import Foundation

/// The folder where the app keeps its mementos: its archive and its saved state.
///
/// Each platform has a place for an app's own data, and a user expects to find it there: on
/// Linux the XDG data home (`$XDG_DATA_HOME/BlueLibrary`, else `~/.local/share/BlueLibrary`),
/// on macOS `~/Library/Application Support/BlueLibrary`. The rule is a pure function of the
/// environment and the home folder, so tests check it on any platform; a command-line option
/// (`--data-dir`) can name any other folder with ``init(url:)``.
///
/// ```swift
/// let directory = dataDirOption.map { DataDirectory(url: $0) } ?? .platformDefault()
/// try directory.create()
/// let archive = Archive<[Album]>(fileURL: directory.url.appending(path: "albums.json"))
/// ```
public struct DataDirectory: Sendable, Equatable {
  /// Whose rules decide the default folder.
  public enum Platform: Sendable {
    /// The freedesktop.org XDG rule, followed by Linux and other Unix-like systems.
    case linux
    /// Apple's Application Support folder.
    case macOS

    /// The platform this program runs on.
    public static var current: Platform {
      #if os(macOS)
      .macOS
      #else
      .linux
      #endif
    }
  }

  /// The folder.
  public let url: URL

  /// A data directory at a folder of the caller's choosing.
  public init(url: URL) {
    self.url = url
  }

  /// The platform's usual folder for an app's data.
  ///
  /// - Parameters:
  ///   - appName: The app's folder name inside the platform's data folder.
  ///   - platform: Whose rules to follow.
  ///   - environment: The process environment, read for `XDG_DATA_HOME`.
  ///   - home: The user's home folder.
  /// - Returns: The folder, which may not exist yet: see ``create()``.
  public static func platformDefault(
    appName: String = "BlueLibrary",
    platform: Platform = .current,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> DataDirectory {
    switch platform {
    case .macOS:
      return DataDirectory(url: home.appending(path: "Library/Application Support/\(appName)"))
    case .linux:
      // The XDG spec: a relative (or empty) XDG_DATA_HOME is invalid and must be ignored.
      if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
        return DataDirectory(url: URL(filePath: dataHome).appending(path: appName))
      }
      return DataDirectory(url: home.appending(path: ".local/share/\(appName)"))
    }
  }

  /// Creates the folder, and any missing parents, readable by the user alone; does nothing
  /// when it exists.
  ///
  /// - Throws: ``DataDirectoryError`` saying why the folder cannot be there.
  public func create() throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return }
      throw DataDirectoryError(url: url, reason: "a file is already there")
    }
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw DataDirectoryError(url: url, reason: error.reason)
    }
  }
}

/// The data directory could not be created; the message says where and why.
public struct DataDirectoryError: Error, Equatable, CustomStringConvertible {
  /// The folder that could not be created.
  public let url: URL
  /// Why, in a few words.
  public let reason: String

  /// A sentence for the user.
  public var description: String {
    "cannot create the data directory \(url.path): \(reason)"
  }
}
