import BlueKit

/// Turns one item into one table cell, and hears a tap on it: the cell layer of a list adapter.
///
/// The bottom of three layers. A cell adapter knows how to show one kind of item and nothing
/// else: not the sections, not where the items come from. So one cell adapter serves every
/// section showing that kind of item (``GameCellAdapter`` serves "FPS Games" and "Role Play
/// Games" alike).
@MainActor
public protocol CellAdapter<Item> {
  /// The kind of item the cells show.
  associatedtype Item

  /// A cell showing `item`, usually dequeued from `tableView`.
  func tableView(_ tableView: TableView, cellFor item: Item, at indexPath: TableIndexPath)
    -> TableViewCell

  /// The user tapped the row showing `item`. Optional: by default nothing happens.
  func tableView(_ tableView: TableView, didSelect item: Item, at indexPath: TableIndexPath)
}

extension CellAdapter {
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelect item: Item, at indexPath: TableIndexPath)
  {}
}
