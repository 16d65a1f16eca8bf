import Synchronization

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // The table is redrawn often: rows are worked out once per album (by its title) and kept.
    if let rows = Self.rowsByTitle.withLock({ $0[title] }) { return rows }
    let rows = [
      TableRow(title: "Artist", value: artist),
      TableRow(title: "Album", value: title),
      TableRow(title: "Genre", value: genre),
      TableRow(title: "Year", value: year),
    ]
    Self.rowsByTitle.withLock { $0[title] = rows }
    return rows
  }

  private static let rowsByTitle = Mutex<[String: [TableRow]]>([:])
}
