import Foundation

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: artist),
      TableRow(title: "Album", value: title),
      TableRow(title: "Genre", value: genre),
      // A year is a number: shown as one, so " 1992" or "01992" read 1992.
      TableRow(
        title: "Year",
        value: Int(year.trimmingCharacters(in: .whitespaces)).map(String.init) ?? year),
    ]
  }
}
