import MVC

/// The facade as the controller uses it: what it asks `LibraryAPI` for, and nothing else.
///
/// `LibraryAPI` is a concrete class, and it stays exactly as the Facade chapter shows it. This
/// protocol, declared by the app, lets the composition root put a decorator in front of it
/// (``TracingLibraryFacade``); `LibraryAPI` conforms with an empty extension.
@MainActor
protocol LibraryFacade: AnyObject {
  /// The albums, in order.
  var albums: [Album] { get }

  /// What the store had to say at launch, or `nil`.
  var loadNote: String? { get }

  /// Adds `album` at `index`, or at the end when `index` is past it.
  func addAlbum(_ album: Album, at index: Int) async throws

  /// Deletes the album at `index`, and returns it.
  @discardableResult
  func deleteAlbum(at index: Int) async throws -> Album

  /// Saves the albums.
  func saveAlbums() throws
}
