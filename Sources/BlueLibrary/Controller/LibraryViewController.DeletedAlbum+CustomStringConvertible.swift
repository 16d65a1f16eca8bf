extension LibraryViewController.DeletedAlbum: CustomStringConvertible {
  /// `DeletedAlbum(index: 1)`: where the album goes back, as a trace shows the memento.
  var description: String { "DeletedAlbum(index: \(index))" }
}
