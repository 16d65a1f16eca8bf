import Foundation

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    // A cell renders its text as HTML, so the markup characters are escaped.
    func cell(_ value: String) -> String {
      value
        .replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
    }
    return [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }
}
