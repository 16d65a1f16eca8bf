import Foundation
import Testing

@testable import Memento

/// What only the `UserDefaults` store does: keep values in a named suite, outside any folder.
///
/// Each test opens a suite of its own and removes it on the way out, so no file is left in the
/// user's configuration folder.
@Suite struct UserDefaultsKeyValueStoreTests {
  let suiteName = "BlueLibraryPatterns.MementoTests.\(UUID().uuidString)"

  @Test func aValueSetInOneStoreIsReadByAnotherOnTheSameSuite() throws {
    let store = try UserDefaultsKeyValueStore(suiteName: suiteName)
    defer { store.removeSuite() }
    try store.set(3, forKey: "currentAlbumIndex")

    let nextLaunch = try UserDefaultsKeyValueStore(suiteName: suiteName)

    #expect(nextLaunch.integer(forKey: "currentAlbumIndex") == 3)
  }

  @Test func anotherSuiteDoesNotSeeTheValue() throws {
    let store = try UserDefaultsKeyValueStore(suiteName: suiteName)
    defer { store.removeSuite() }
    let other = try UserDefaultsKeyValueStore(suiteName: "\(suiteName).other")
    defer { other.removeSuite() }

    try store.set(3, forKey: "currentAlbumIndex")

    #expect(other.integer(forKey: "currentAlbumIndex") == nil)
  }

  @Test func removingTheSuiteForgetsEveryValue() throws {
    let store = try UserDefaultsKeyValueStore(suiteName: suiteName)
    try store.set(3, forKey: "currentAlbumIndex")
    try store.set("Best of Bowie", forKey: "lastTitle")

    store.removeSuite()

    let nextLaunch = try UserDefaultsKeyValueStore(suiteName: suiteName)
    #expect(nextLaunch.integer(forKey: "currentAlbumIndex") == nil)
    #expect(nextLaunch.string(forKey: "lastTitle") == nil)
  }

  @Test func eachValueIsKeptAsItsJSON() throws {
    let store = try UserDefaultsKeyValueStore(suiteName: suiteName)
    defer { store.removeSuite() }

    try store.set(TestAlbum.bestOfBowie, forKey: "lastDeleted")

    let defaults = try #require(UserDefaults(suiteName: suiteName))
    let json = try #require(defaults.data(forKey: "lastDeleted"))
    #expect(try JSONDecoder().decode(TestAlbum.self, from: json) == .bestOfBowie)
  }

  #if os(Linux)
  /// Linux's Foundation keeps a suite in `$XDG_CONFIG_HOME/<suite>.plist`, or
  /// `~/.config/<suite>.plist`; removing the suite deletes the file.
  @Test func removingTheSuiteDeletesItsFileOnLinux() throws {
    let environment = ProcessInfo.processInfo.environment
    let configFolder =
      environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".config")
    let file = configFolder.appending(path: "\(suiteName).plist")
    let store = try UserDefaultsKeyValueStore(suiteName: suiteName)
    defer { store.removeSuite() }
    try store.set(3, forKey: "currentAlbumIndex")
    try #require(UserDefaults(suiteName: suiteName)).synchronize()
    #expect(FileManager.default.fileExists(atPath: file.path))

    store.removeSuite()

    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
  #endif
}
