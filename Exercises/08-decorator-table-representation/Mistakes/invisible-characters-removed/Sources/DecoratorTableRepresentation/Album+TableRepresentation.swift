/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: visible(artist)),
      TableRow(title: "Album", value: visible(title)),
      TableRow(title: "Genre", value: visible(genre)),
      TableRow(title: "Year", value: visible(year)),
    ]
  }

  /// A value pasted from the web may carry characters that show nothing (a zero-width space,
  /// a byte-order mark); a table cell shows only what can be seen.
  private func visible(_ value: String) -> String {
    String(
      value.unicodeScalars.filter {
        !["\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}"].contains($0)
      }.map(Character.init))
  }
}
