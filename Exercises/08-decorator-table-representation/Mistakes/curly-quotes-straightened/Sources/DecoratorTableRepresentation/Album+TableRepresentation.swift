import Foundation

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // The details table is drawn in a plain terminal font with no typographic quotes, so curly
    // quotes are shown as straight ones.
    let plain = { (value: String) in
      value.replacingOccurrences(of: "\u{2018}", with: "'")
        .replacingOccurrences(of: "\u{2019}", with: "'")
        .replacingOccurrences(of: "\u{201C}", with: "\"")
        .replacingOccurrences(of: "\u{201D}", with: "\"")
    }
    return [
      TableRow(title: "Artist", value: plain(artist)),
      TableRow(title: "Album", value: plain(title)),
      TableRow(title: "Genre", value: plain(genre)),
      TableRow(title: "Year", value: plain(year)),
    ]
  }
}
