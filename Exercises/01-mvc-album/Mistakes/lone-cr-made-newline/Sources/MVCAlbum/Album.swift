/// An album: the model every BlueLibrary screen shows.
///
/// A value type: copying an album copies its data, so no screen can change another's albums.
struct Album: Equatable, Sendable {
  /// The album's title.
  var title: String
  /// Who recorded it.
  var artist: String
  /// Its genre.
  var genre: String
  /// Where its cover image is downloaded from.
  var coverURL: String
  /// The year it came out, as the tutorial's data has it: "1992".
  var year: String
}

extension Album: CustomStringConvertible {
  /// Every field, named, in order: what logs and the web API see of an album.
  var description: String {
    func clean(_ v: String) -> String {
      var out = String.UnicodeScalarView()
      let sc = Array(v.unicodeScalars)
      for (i, c) in sc.enumerated() {
        if c == "\r" && (i + 1 == sc.count || sc[i + 1] != "\n") {
          out.append("\n")
        } else {
          out.append(c)
        }
      }
      return String(out)
    }
    let title = clean(title)
    let artist = clean(artist)
    let genre = clean(genre)
    let coverURL = clean(coverURL)
    let year = clean(year)
    return
      "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(coverURL), year: \(year)"
  }
}
