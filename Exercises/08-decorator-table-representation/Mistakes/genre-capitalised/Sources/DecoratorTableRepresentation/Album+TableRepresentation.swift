/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: artist),
      TableRow(title: "Album", value: title),
      // A genre is a category: shown with a capital, "rock" and "Rock" alike.
      TableRow(title: "Genre", value: genre.prefix(1).uppercased() + genre.dropFirst()),
      TableRow(title: "Year", value: year),
    ]
  }
}
