import Facade
import MVC

/// An album archive that says when the facade's persistency manager loads or saves: a
/// decorator around the app's `FileAlbumArchive`.
struct TracingAlbumArchive: AlbumArchive {
  /// The real archive.
  let component: any AlbumArchive
  let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any AlbumArchive, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  func loadAlbums() throws -> SavedAlbums {
    let saved: SavedAlbums
    do {
      saved = try component.loadAlbums()
    } catch {
      trace.record(.memento, "\(name).loadAlbums() ✗ \(error)")
      throw error
    }
    let words = trace.words
    let found =
      switch saved {
      case .nothing: words.nothingSavedYet
      case .albums(let albums): words.albums(albums.count)
      case .setAside: words.setAside
      }
    trace.record(.memento, "\(name).loadAlbums() → \(found)")
    return saved
  }

  func saveAlbums(_ albums: [Album]) throws {
    let call = "\(name).saveAlbums(\(trace.words.albums(albums.count)))"
    do {
      try component.saveAlbums(albums)
    } catch {
      trace.record(.memento, "\(call) ✗ \(error)")
      throw error
    }
    trace.record(.memento, trace.words.event(call, note: trace.words.caretakerKeepsState))
  }

  private var name: String { traceName(of: component) }
}
