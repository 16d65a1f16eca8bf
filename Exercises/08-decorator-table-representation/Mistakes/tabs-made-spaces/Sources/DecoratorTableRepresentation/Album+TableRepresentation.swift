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

  /// A table lines its columns up with tabs, so a tab inside a value would break them:
  /// it shows as a space.
  private func cell(_ value: String) -> String {
    String(value.map { $0 == "\t" ? " " : $0 })
  }
}
