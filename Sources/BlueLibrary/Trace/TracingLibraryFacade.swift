import MVC

/// A facade that says what the controller asked of it: a decorator around `LibraryAPI`,
/// through the app's ``LibraryFacade`` protocol.
///
/// Reading ``albums`` is not traced: the controller reads them for every screen, and a trace is
/// for what changed.
@MainActor
final class TracingLibraryFacade: LibraryFacade {
  /// The real facade.
  let component: any LibraryFacade
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any LibraryFacade, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  var albums: [Album] { component.albums }

  var loadNote: String? { component.loadNote }

  func addAlbum(_ album: Album, at index: Int) async throws {
    let call = "\(name).addAlbum(_:at: \(index))"
    do {
      try await component.addAlbum(album, at: index)
    } catch {
      trace.record(.facade, "\(call) ✗ \(error)")
      throw error
    }
    trace.record(.facade, "\(call) → PersistencyManager \(trace.words.inserted) \(album.title)")
  }

  @discardableResult
  func deleteAlbum(at index: Int) async throws -> Album {
    let call = "\(name).deleteAlbum(at: \(index))"
    let album: Album
    do {
      album = try await component.deleteAlbum(at: index)
    } catch {
      trace.record(.facade, "\(call) ✗ \(error)")
      throw error
    }
    trace.record(.facade, "\(call) → PersistencyManager \(trace.words.removed) \(album.title)")
    return album
  }

  func saveAlbums() throws {
    // Recorded first: the archive's line, which the save causes, follows this one.
    trace.record(.facade, "\(name).saveAlbums() → PersistencyManager")
    try component.saveAlbums()
  }

  private var name: String { traceName(of: component) }
}
