import BlueKit

/// An ``AlbumDetailsDataSource`` that writes down the questions the table asks: the same
/// logging as ``LoggingDataSourceDecorator``, added by subclassing instead, for contrast.
///
/// Subclassing works here, and costs more than it seems:
/// - It logs one class only. To log a game list too, you would write another subclass; the
///   decorator wraps any data source.
/// - It is decided when the code is compiled. The decorator is put on, or left off, while the
///   program runs, and decorators stack.
/// - It needs the superclass's permission: `AlbumDetailsDataSource` had to be left non-`final`,
///   and only this module may subclass it (it is not `open`).
/// - It can only change what the superclass declared. `AlbumDetailsDataSource` never wrote
///   `numberOfSections(in:)`, which comes from the protocol's default, so the table's call to it
///   never reaches a subclass: this log has no `sections` line, the decorator's has one.
@MainActor
public final class LoggingAlbumDetailsDataSource: AlbumDetailsDataSource {
  /// The questions asked so far and their answers, oldest first.
  public private(set) var log: [String] = []

  /// Forgets the questions asked so far.
  public func clearLog() {
    log = []
  }

  /// Asks the superclass, and notes its answer.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  {
    let rows = super.tableView(tableView, numberOfRowsInSection: section)
    log.append("rows in section \(section) → \(rows)")
    return rows
  }

  /// Asks the superclass, and notes what the cell it made says.
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    log.append("cell \(indexPath) → \(cell.logDescription)")
    return cell
  }
}
