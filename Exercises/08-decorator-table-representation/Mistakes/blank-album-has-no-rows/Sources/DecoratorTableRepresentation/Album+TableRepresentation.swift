/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // A blank album (a row not filled in yet) has nothing to show: the table stays empty
    // rather than showing four empty rows.
    if self == Album(title: "", artist: "", genre: "", coverURL: "", year: "") { return [] }
    return [
      TableRow(title: "Artist", value: artist),
      TableRow(title: "Album", value: title),
      TableRow(title: "Genre", value: genre),
      TableRow(title: "Year", value: year),
    ]
  }
}
