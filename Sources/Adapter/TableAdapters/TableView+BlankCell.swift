import BlueKit

extension TableView {
  /// An empty cell, the answer to a question about a row that does not exist.
  ///
  /// A table only asks about rows it was told of, so this is for direct callers who ask
  /// wrongly: an empty row is a visible clue, where indexing past an array's end would crash.
  func blankCell() -> TableViewCell {
    dequeueReusableCell(withIdentifier: "Blank")
  }
}
