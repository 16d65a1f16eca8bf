import BlueKit

/// Writes down every question a table asks its data source, and the answer, without touching
/// the data source: a decorator by wrapping.
///
/// It *is* a `TableViewDataSource`, and it *has* one: each question goes to the
/// wrapped data source, and the decorator notes the answer on its way back. Because it only
/// relies on the protocol, it decorates any data source (``AlbumDetailsDataSource``, a game
/// list, another decorator), chosen while the program runs, and the wrapped object never knows.
///
/// ```swift
/// let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
/// let logging = LoggingDataSourceDecorator(wrapping: details)
/// table.dataSource = logging  // the table now talks to the decorator
/// details.showAlbum(at: 0)  // reloads the table; logging.log lists each question
/// ```
///
/// Compare ``LoggingAlbumDetailsDataSource``, which adds the same logging by subclassing, and
/// `Album.tableRepresentation`, which adds a responsibility by extension.
@MainActor
public final class LoggingDataSourceDecorator: TableViewDataSource {
  // tutorial:begin logging-decorator
  /// The decorated data source, which does the real work.
  ///
  /// Held strongly: a decorator owns what it wraps, and the table holds the decorator weakly.
  public let component: any TableViewDataSource

  /// The questions asked so far and their answers, oldest first.
  public private(set) var log: [String] = []

  /// Creates a decorator around `component`.
  public init(wrapping component: any TableViewDataSource) {
    self.component = component
  }

  /// Forgets the questions asked so far.
  public func clearLog() {
    log = []
  }

  /// Asks the component, and notes its answer.
  public func numberOfSections(in tableView: TableView) -> Int {
    let sections = component.numberOfSections(in: tableView)
    log.append("sections → \(sections)")
    return sections
  }

  /// Asks the component, and notes its answer.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let title = component.tableView(tableView, titleForHeaderInSection: section)
    log.append("header of section \(section) → \(title ?? "none")")
    return title
  }

  /// Asks the component, and notes its answer.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let rows = component.tableView(tableView, numberOfRowsInSection: section)
    log.append("rows in section \(section) → \(rows)")
    return rows
  }

  /// Asks the component, and notes what the cell it made says.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = component.tableView(tableView, cellForRowAt: indexPath)
    log.append("cell \(indexPath) → \(cell.logDescription)")
    return cell
  }
  // tutorial:end logging-decorator
}
