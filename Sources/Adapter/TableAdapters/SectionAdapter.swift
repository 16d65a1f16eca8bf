import BlueKit

/// One section of a table, its header, rows and taps: the section layer of a list adapter.
///
/// The middle of three layers: ``ListAdapter`` asks each section about itself, and a section
/// usually asks a ``CellAdapter`` for its cells (see ``ItemSectionAdapter``). The table adapters'
/// source article had the section pass cell messages on with Objective-C message forwarding,
/// unchecked at compile time; here the section calls its cell adapter, and the compiler checks
/// every call.
@MainActor
public protocol SectionAdapter {
  /// The title shown above the section, or `nil` for none.
  var title: String? { get }

  /// The height of the section's header, in points.
  var headerHeight: Double { get }

  /// How many rows the section has.
  var numberOfRows: Int { get }

  /// The cell for the row at `indexPath` (whose `section` is this section's index).
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell

  /// The user tapped the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
}
