/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: oneLine(artist)),
      TableRow(title: "Album", value: oneLine(title)),
      TableRow(title: "Genre", value: oneLine(genre)),
      TableRow(title: "Year", value: oneLine(year)),
    ]
  }

  /// A table cell is one line: a line break in a value becomes a space.
  private func oneLine(_ value: String) -> String {
    String(value.map { $0.isNewline ? " " : $0 })
  }
}
