import Foundation

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // The table is drawn with | between its columns, so a | inside a value is escaped.
    func cell(_ value: String) -> String {
      value.replacingOccurrences(of: "|", with: "\\|")
    }
    return [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }
}
