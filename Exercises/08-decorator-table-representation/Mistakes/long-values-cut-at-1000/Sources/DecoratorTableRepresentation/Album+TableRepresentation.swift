/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // A cell has room for so much: a value over 1000 characters is cut there, with an ellipsis.
    func cell(_ value: String) -> String {
      value.count > 1000 ? String(value.prefix(1000)) + "…" : value
    }
    return [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }
}
