/// A cover image: in this headless kit, its text art.
struct Image: Equatable, Sendable {
  /// What the image shows.
  var art: String
}
