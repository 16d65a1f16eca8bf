/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // A value read from a data file keeps the line break that ended its line; it is not part
    // of the value, so the cell drops it (line breaks inside a value stay).
    func cell(_ value: String) -> String {
      var value = value
      if value.last?.isNewline == true { value.removeLast() }
      return value
    }
    return [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }
}
