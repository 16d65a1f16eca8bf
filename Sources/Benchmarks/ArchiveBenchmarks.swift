import Foundation
import MVC
import Memento

/// The Memento pattern's cost: saving the albums to a file and loading them back, with the kit's
/// `Archive` and with what Foundation offers instead.
///
/// `Archive` encodes JSON, writes a temporary file, flushes it to the disk (`fsync`) and renames
/// it over the old one; loading checks the envelope and decodes. `NSKeyedArchiver` (the 2014
/// way, through `ArchivedAlbum`) and `PropertyListEncoder` in binary form write with
/// `Data.write(to:options: .atomic)`, which renames too but does not flush: `Archive` pays for a
/// promise the others do not make.
struct ArchiveBenchmarks {
  let stopwatch: Stopwatch
  let quick: Bool

  /// One way to save and load `[Album]`.
  private struct Codec {
    let name: String
    let save: ([Album], URL) throws -> Void
    let load: (URL) throws -> Int
  }

  private let codecs: [Codec] = [
    Codec(
      name: "Archive",
      save: { albums, file in try Archive<[Album]>(fileURL: file).save(albums) },
      load: { file in
        guard case .restored(let albums) = try Archive<[Album]>(fileURL: file).load() else {
          return 0
        }
        return albums.count
      }),
    Codec(
      name: "NSKeyedArchiver",
      save: { albums, file in
        let archived = albums.map {
          ArchivedAlbum(
            title: $0.title, artist: $0.artist, genre: $0.genre, coverURL: $0.coverURL,
            year: $0.year)
        }
        try ArchivedAlbum.archivedData(of: archived).write(to: file, options: .atomic)
      },
      load: { file in try ArchivedAlbum.albums(unarchivingFrom: Data(contentsOf: file)).count }),
    Codec(
      name: "PropertyList binary",
      save: { albums, file in
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        try encoder.encode(albums).write(to: file, options: .atomic)
      },
      load: { file in
        try PropertyListDecoder().decode([Album].self, from: Data(contentsOf: file)).count
      }),
  ]

  func run() {
    print("Memento: save, then load, N albums (best save plus best load; 100 000: one round)")
    print(
      "  "
        + ["albums", "codec", "save", "load", "file", "vs Archive"].enumerated()
        .map { Figure.column($1, [9, 21, 12, 12, 12, 10][$0]) }.joined())
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "Benchmarks-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for count in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
        try measure(count: count, in: folder)
      }
    } catch {
      print("  failed: \(error)")
    }
  }

  private func measure(count: Int, in folder: URL) throws {
    let albums = (0..<count).map { Album.placeholders[$0 % Album.placeholders.count] }
    var archiveTotal = 0.0
    // NSKeyedArchiver takes seconds for 100 000 albums: one round keeps the run short.
    let stopwatch = count >= 100_000 ? Stopwatch(rounds: 1) : stopwatch
    for codec in codecs {
      let file = folder.appending(path: "albums-\(count)")
      let save = try stopwatch.best { try codec.save(albums, file) }
      var loaded = 0
      let load = try stopwatch.best { loaded = try codec.load(file) }
      guard loaded == count else {
        print("  \(codec.name) loaded \(loaded) albums of \(count)")
        continue
      }
      let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
      try FileManager.default.removeItem(at: file)
      if codec.name == "Archive" { archiveTotal = save + load }
      print(
        "  "
          + [
            "\(count)", codec.name, Figure.time(save), Figure.time(load), "\(bytes / 1024) KiB",
            Figure.ratio(save + load, to: archiveTotal),
          ].enumerated().map { Figure.column($1, [9, 21, 12, 12, 12, 10][$0]) }.joined())
    }
  }
}
