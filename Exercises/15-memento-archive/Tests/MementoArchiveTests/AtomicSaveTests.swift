import Foundation
import Testing

@testable import MementoArchive

/// The README asks `saveAlbums()` to "write the file atomically": a crash halfway must leave the
/// old archive, never half a new one.
@Suite struct AtomicSaveTests {
  @Test func savingPutsANewFileInPlaceRatherThanRewritingTheOld() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Memento Archive 100% ü atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("albums.json")
    try JSONEncoder().encode(Album.placeholders).write(to: archive)
    var manager = try PersistencyManager(archiveURL: archive)
    // The number of the file the save replaces, taken once the archive is open. (Opening only
    // reads; ArchiveTests holds that. An open that wrote would free a number the save could reuse.)
    let before = try fileNumber(of: archive)
    try manager.addAlbum(Album.placeholders[0], at: 0)
    try manager.saveAlbums()
    // An atomic write goes to a temporary file, then moves it over the archive: the archive is
    // a new file. Writing in place keeps the old file, and a crash would leave half of it.
    #expect(
      try fileNumber(of: archive) != before,
      "write the archive with .atomic, so a crash halfway leaves the old one whole")
  }

  /// The first save, a first launch's, is atomic too, though there is no old archive to keep.
  ///
  /// A link to a file not there yet is no archive (`fileExists(atPath:)` follows it), so this
  /// is a first launch. An atomic write puts a new file where the link was; a write in place
  /// goes through the link and makes the file it points to.
  @Test func theFirstSaveIsAtomicToo() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Memento Archive 100% ü first-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("albums.json")
    let elsewhere = folder.appendingPathComponent("elsewhere.json")
    try FileManager.default.createSymbolicLink(at: archive, withDestinationURL: elsewhere)
    let manager = try PersistencyManager(archiveURL: archive)
    #expect(manager.albums == Album.placeholders, "a link to no file is no archive: a first launch")
    let kind =
      try FileManager.default.attributesOfItem(atPath: archive.path)[.type] as? FileAttributeType
    #expect(
      kind == .typeRegular && !FileManager.default.fileExists(atPath: elsewhere.path),
      "the first save writes with .atomic too: a new file takes the archive's place, where a write in place would have gone through the link to \(elsewhere.lastPathComponent)"
    )
  }

  /// The file system's number for the file at `url`, which changes when another file takes
  /// its place.
  private func fileNumber(of url: URL) throws -> Int? {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.intValue
  }
}
