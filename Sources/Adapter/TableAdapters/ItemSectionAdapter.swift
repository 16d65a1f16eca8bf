import BlueKit

/// A section listing items, one per row, each shown by a cell adapter.
///
/// The section owns its items; the cell adapter only draws them. (In the table adapters'
/// source article the cell adapter held the items, so the two sections sharing one cell adapter
/// listed the same games twice.)
///
/// ```swift
/// let cells = GameCellAdapter(registeringIn: table)
/// let shooters = ItemSectionAdapter(
///   title: "FPS Games", headerHeight: 60, items: Game.firstPersonShooters, cellAdapter: cells)
/// ```
@MainActor
public struct ItemSectionAdapter<Cells: CellAdapter>: SectionAdapter {
  /// The title shown above the section, or `nil` for none.
  public var title: String?

  /// The height of the section's header, in points.
  public var headerHeight: Double

  /// The items, one per row, top to bottom.
  public var items: [Cells.Item]

  /// Shows each item; often shared with other sections.
  public let cellAdapter: Cells

  /// Creates a section of `items` shown by `cellAdapter`.
  /// - Parameters:
  ///   - title: The header title, or `nil` for none.
  ///   - headerHeight: The header's height; 10 points, one line of text, unless told otherwise.
  ///   - items: The items, one per row.
  ///   - cellAdapter: What turns each item into a cell.
  public init(
    title: String?, headerHeight: Double = 10, items: [Cells.Item], cellAdapter: Cells
  ) {
    self.title = title
    self.headerHeight = headerHeight
    self.items = items
    self.cellAdapter = cellAdapter
  }

  // tutorial:begin item-section-cells
  /// One row per item.
  public var numberOfRows: Int { items.count }

  /// The cell adapter's cell for the item in that row; a blank cell for a row that is not there.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    guard items.indices.contains(indexPath.row) else { return tableView.blankCell() }
    return cellAdapter.tableView(tableView, cellFor: items[indexPath.row], at: indexPath)
  }

  /// Tells the cell adapter which item was tapped.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
    guard items.indices.contains(indexPath.row) else { return }
    cellAdapter.tableView(tableView, didSelect: items[indexPath.row], at: indexPath)
  }
  // tutorial:end item-section-cells
}
