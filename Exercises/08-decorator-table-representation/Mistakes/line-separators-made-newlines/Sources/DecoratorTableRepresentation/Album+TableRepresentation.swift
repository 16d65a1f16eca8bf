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

  /// A table cell breaks lines at "\n"; U+2028 and U+2029 are line breaks it may not know,
  /// so each is shown as "\n".
  private static func cell(_ value: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      scalars.append(scalar == "\u{2028}" || scalar == "\u{2029}" ? "\n" : scalar)
    }
    return String(scalars)
  }
}
