/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // A value pasted from a file may start with the file's byte-order mark: it marks the file,
    // not the text, so the cell drops it from the front (one anywhere else stays).
    func cell(_ value: String) -> String {
      var scalars = value.unicodeScalars[...]
      if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
      return String(scalars)
    }
    return [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }
}
