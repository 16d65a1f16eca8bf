/// Something shown as a details table: titled rows, top to bottom.
///
/// A value of its own, so the model never learns about tables and the table never learns
/// about albums: ``AlbumDetailsDataSource`` shows rows, whatever they describe. Each row keeps
/// its title and its value together, so the two can never drift out of step (the 2014 code
/// returned two parallel arrays, one of titles and one of values).
public struct TableRepresentation: Hashable, Sendable {
  /// One row of the table: a title on the left, its value on the right.
  public struct Row: Hashable, Sendable, CustomStringConvertible {
    /// What the value is, such as "Artist".
    public var title: String
    /// The value itself, such as "David Bowie".
    public var value: String

    /// Creates a row.
    public init(title: String, value: String) {
      self.title = title
      self.value = value
    }

    /// `Artist: David Bowie`.
    public var description: String { "\(title): \(value)" }
  }

  /// The rows, top to bottom.
  public var rows: [Row]

  /// Creates a representation from its rows.
  public init(rows: [Row]) {
    self.rows = rows
  }

  /// The row at `index`, or `nil` when there is none: a table asking for a row that is not
  /// there gets nothing rather than a crash.
  public func row(at index: Int) -> Row? {
    rows.indices.contains(index) ? rows[index] : nil
  }
}
