extension Album: CustomStringConvertible {
  /// Every field, named, in order (exercise 1): the body of an "add album" request.
  var description: String {
    "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(coverURL), year: \(year)"
  }
}
