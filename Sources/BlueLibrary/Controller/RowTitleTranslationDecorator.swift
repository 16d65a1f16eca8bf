import BlueKit

/// Shows a table's row titles in the user's language, without touching the data source that
/// fills the table: a decorator by wrapping, like the Decorator module's
/// `LoggingDataSourceDecorator`.
///
/// `Album.tableRepresentation` titles its rows in English (`Artist`), and the Decorator module
/// knows nothing of languages: a pattern module never learns about the app around it. So the
/// app wraps the details data source in this decorator, which passes every question on and
/// translates the title of each cell on its way back. The values, the album's own data, are
/// left as they are.
@MainActor
final class RowTitleTranslationDecorator: TableViewDataSource {
  /// The decorated data source, which does the real work.
  ///
  /// Held strongly: a decorator owns what it wraps, and the table holds the decorator weakly.
  let component: any TableViewDataSource

  /// A title as the user reads it, given the title the component wrote.
  private let translate: @MainActor (String) -> String

  /// Creates a decorator that shows `component`'s row titles through `translate`.
  init(
    wrapping component: any TableViewDataSource, translate: @escaping @MainActor (String) -> String
  ) {
    self.component = component
    self.translate = translate
  }

  func numberOfSections(in tableView: TableView) -> Int {
    component.numberOfSections(in: tableView)
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    component.tableView(tableView, titleForHeaderInSection: section).map(translate)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    component.tableView(tableView, numberOfRowsInSection: section)
  }

  /// The component's cell, its title translated.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = component.tableView(tableView, cellForRowAt: indexPath)
    cell.textLabel.text = cell.textLabel.text.map(translate)
    return cell
  }
}
