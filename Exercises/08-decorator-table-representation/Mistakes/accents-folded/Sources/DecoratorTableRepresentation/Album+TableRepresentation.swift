import Foundation

/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: cell(artist)),
      TableRow(title: "Album", value: cell(title)),
      TableRow(title: "Genre", value: cell(genre)),
      TableRow(title: "Year", value: cell(year)),
    ]
  }

  /// The table's terminal font is plain: accents are folded away ("Björk" shows "Bjork").
  private func cell(_ value: String) -> String {
    value.folding(options: .diacriticInsensitive, locale: nil)
  }
}
