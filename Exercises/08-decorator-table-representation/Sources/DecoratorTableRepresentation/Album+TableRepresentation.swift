/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // TODO: Return four rows, in this order: "Artist" with the artist, "Album" with the title,
    // "Genre" with the genre, "Year" with the year.
    []
  }
}
