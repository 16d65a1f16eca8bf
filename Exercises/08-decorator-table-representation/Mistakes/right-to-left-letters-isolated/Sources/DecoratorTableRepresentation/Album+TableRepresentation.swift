/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: Album.isolated(artist)),
      TableRow(title: "Album", value: Album.isolated(title)),
      TableRow(title: "Genre", value: Album.isolated(genre)),
      TableRow(title: "Year", value: Album.isolated(year)),
    ]
  }

  // A right-to-left value (Hebrew, Arabic) would pull its row's title across the table, so
  // such a value is wrapped in a first-strong isolate (U+2068 ... U+2069); others are as given.
  private static func isolated(_ value: String) -> String {
    let rightToLeft = value.unicodeScalars.contains { scalar in
      (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
        || (0xFE70...0xFEFC).contains(scalar.value)
    }
    return rightToLeft ? "\u{2068}" + value + "\u{2069}" : value
  }
}
