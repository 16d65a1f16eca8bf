/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: Self.cell(artist)),
      TableRow(title: "Album", value: Self.cell(title)),
      TableRow(title: "Genre", value: Self.cell(genre)),
      TableRow(title: "Year", value: Self.cell(year)),
    ]
  }

  /// Bidi override and isolate controls (U+202A–U+202E, U+2066–U+2069) can make a cell show
  /// its text in another order than it holds, so the cells leave them out.
  private static func cell(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: value.unicodeScalars.filter {
        !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value)
      })
    return String(scalars)
  }
}
