import DemoKit
import Foundation
import MVC
import Memento

/// The Memento pattern at work: state and albums saved, the program "restarted", everything
/// restored; a damaged file set aside rather than lost; undo as a stack of mementos.
@main
struct MementoDemo: Demo {
  static let abstract =
    "Shows state and albums saved, restored after a restart, kept safe from damage, and undone."

  static func run(_ transcript: Transcript) async throws {
    // Removed on the way out; if this run is killed instead, by the next run.
    let scratch = try ScratchFolder(prefix: commandName)
    defer { scratch.remove() }
    let folder = scratch.url
    let albumsFile = folder.appending(path: "albums.json")
    let stateFile = folder.appending(path: "state.json")

    transcript.step("The roles")
    transcript.line("Originator: the app, whose albums and current index are its state")
    transcript.line("Memento:    what it hands over: [Album] and an index, as Codable values")
    transcript.line("Caretaker:  Archive (albums.json) and FileKeyValueStore (state.json) keep")
    transcript.line("            them without looking inside; so can UserDefaults")

    transcript.step("First launch: nothing saved, so start from the placeholders and save them")
    var albums = Album.placeholders
    let archive = Archive<[Album]>(fileURL: albumsFile)
    if case .missing = try archive.load() {
      try archive.save(albums)
      transcript.line("albums.json was missing; saved \(albums.count) placeholder albums")
    }

    transcript.step("The user deletes an album, moves to another, and leaves the app")
    var undo = UndoStack<(album: Album, index: Int)>()
    undo.push((albums.remove(at: 1), 1))
    var currentIndex = 2
    transcript.line(
      "Deleted \(undo.top?.album.title ?? "?"); now showing \(albums[currentIndex].title)")
    // tutorial:begin leave-and-relaunch
    try archive.save(albums)
    try FileKeyValueStore(fileURL: stateFile).set(currentIndex, forKey: "currentAlbumIndex")
    transcript.line("Going to the background saved albums.json and state.json:")
    transcript.line(String(decoding: try Data(contentsOf: stateFile), as: UTF8.self))

    transcript.step("A new launch reads them back (new caretakers, same files)")
    guard case .restored(let restored) = try Archive<[Album]>(fileURL: albumsFile).load() else {
      transcript.line("The albums were not restored")
      return
    }
    albums = restored
    currentIndex =
      try FileKeyValueStore(fileURL: stateFile).integer(forKey: "currentAlbumIndex") ?? 0
    transcript.line(
      "Restored \(albums.count) albums; showing album \(currentIndex): \(albums[currentIndex].title)"
    )
    // tutorial:end leave-and-relaunch

    transcript.step("The seed's caretaker for the index: UserDefaults, in a suite of its own")
    // tutorial:begin user-defaults-store
    // A suite of the demo's own, unique to this run, so the demo never touches the app's.
    let suiteName = "BlueLibraryPatterns.MementoDemo.\(UUID().uuidString)"
    let defaults = try UserDefaultsKeyValueStore(suiteName: suiteName)
    defer { defaults.removeSuite() }
    try defaults.set(currentIndex, forKey: "currentAlbumIndex")
    // The next launch opens the same suite by name.
    let relaunched = try UserDefaultsKeyValueStore(suiteName: suiteName)
    let index = relaunched.integer(forKey: "currentAlbumIndex") ?? 0
    transcript.line("UserDefaults gave back currentAlbumIndex \(index): \(albums[index].title)")
    transcript.line("Where it lies on disk is the system's choice, not the user's --data-dir,")
    transcript.line("so the app keeps state.json beside albums.json instead.")
    // tutorial:end user-defaults-store

    transcript.step("Undo pops the last memento off the stack and puts the album back")
    if let (album, index) = undo.pop() {
      albums.insert(album, at: min(index, albums.count))
      transcript.line(
        "Put \(album.title) back at \(index); undo is now \(undo.isEmpty ? "empty" : "not empty")")
    }
    for (index, album) in albums.enumerated() { transcript.line("  \(index). \(album.title)") }

    transcript.step("A damaged archive is set aside, never overwritten")
    try Data("{ \"format\": \"bluelibrary-archive\", \"payl".utf8).write(to: albumsFile)
    if case .quarantined(let file) = try archive.load() {
      transcript.line(file.description)
      transcript.line(
        "The app starts from the placeholders; the damaged file is still there to rescue.")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    transcript.line("Files now: \(names.joined(separator: ", "))")

    transcript.step("The 2014 way, for comparison: NSCoding and NSKeyedArchiver")
    let old = ArchivedAlbum(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop",
      coverURL: Album.placeholders[0].coverURL, year: "1992")
    let data = try ArchivedAlbum.archivedData(of: [old])
    let back = try ArchivedAlbum.albums(unarchivingFrom: data)
    transcript.line(
      "Archived one album into a \(String(decoding: data.prefix(8), as: UTF8.self)) property list;")
    transcript.line("unarchived: \(back.map(\.title).joined(separator: ", "))")
    transcript.line(
      "It works, but it is a class per model, string keys, and casts; Codable needs none.")
  }
}
