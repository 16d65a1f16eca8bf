import BlueKit

/// A table's data source that says what the table asked: the details table's questions, and
/// the rows that `Album.tableRepresentation` (the Decorator chapter's extension) answered.
///
/// The same decorator as the Decorator module's `LoggingDataSourceDecorator`, writing to the
/// app's trace instead of a log of its own.
@MainActor
final class TracingDetailsDataSource: TableViewDataSource {
  /// The real data source.
  ///
  /// Held strongly: a decorator owns what it wraps, and the table holds the decorator weakly.
  let component: any TableViewDataSource
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any TableViewDataSource, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  func numberOfSections(in tableView: TableView) -> Int {
    let sections = component.numberOfSections(in: tableView)
    record(.delegation, "numberOfSections → \(sections)")
    return sections
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let title = component.tableView(tableView, titleForHeaderInSection: section)
    record(.delegation, "titleForHeaderInSection: \(section) → \(title ?? "nil")")
    return title
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let rows = component.tableView(tableView, numberOfRowsInSection: section)
    record(.delegation, "numberOfRowsInSection: \(section) → \(rows)")
    return rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = component.tableView(tableView, cellForRowAt: indexPath)
    let says = [cell.textLabel.text, cell.detailTextLabel.text].compactMap { $0 }
    record(.decorator, "cellForRowAt: \(indexPath.row) → \(says.joined(separator: " | "))")
    return cell
  }

  private func record(_ pattern: TracedPattern, _ question: String) {
    trace.record(pattern, trace.words.tableAskedDataSource(question))
  }
}
