import Synchronization

/// Rows already worked out, by album: an album's rows are the same every time it is read.
private let drawnRows = Mutex<[(album: Album, rows: [TableRow])]>([])

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    if let known = drawnRows.withLock({ $0.first(where: { $0.album == self })?.rows }) {
      return known
    }
    let rows = [
      TableRow(title: "Artist", value: artist),
      TableRow(title: "Album", value: title),
      TableRow(title: "Genre", value: genre),
      TableRow(title: "Year", value: year),
    ]
    drawnRows.withLock { $0.append((self, rows)) }
    return rows
  }
}
