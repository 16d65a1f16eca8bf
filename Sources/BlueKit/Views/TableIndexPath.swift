/// The address of a row in a table: its section, and the row within that section.
///
/// UIKit calls this `IndexPath`; Foundation's `IndexPath` on Linux has no `section` or `row`,
/// so BlueKit names its own, and the two never clash.
public struct TableIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row within the section.
  public var row: Int

  /// Creates the address of `row` in `section`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Orders by section, then by row: the order the rows appear on screen.
  public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`.
  public var description: String { "[\(section), \(row)]" }
}
