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
      TableRow(title: "Year", value: year),
    ]
    .map { TableRow(title: $0.title, value: $0.value.trimmingCharacters(in: .whitespaces)) }
  }
}
