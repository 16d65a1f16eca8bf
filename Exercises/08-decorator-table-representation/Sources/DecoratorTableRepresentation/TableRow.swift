/// One row of the details table: a title on the left, a value on the right.
struct TableRow: Equatable, Sendable {
  /// What the row shows, such as "Artist".
  var title: String
  /// The value, such as "David Bowie".
  var value: String
}
