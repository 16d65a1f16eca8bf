/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "artist", value: artist),
      TableRow(title: "title", value: title),
      TableRow(title: "genre", value: genre),
      TableRow(title: "year", value: year),
    ]
  }
}
