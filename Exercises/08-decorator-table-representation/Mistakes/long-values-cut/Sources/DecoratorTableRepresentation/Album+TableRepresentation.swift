/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }

  /// A cell has room for 30 characters: a longer value is cut and ends with "…".
  private func cell(_ value: String) -> String {
    value.count > 30 ? String(value.prefix(29)) + "…" : value
  }
}
