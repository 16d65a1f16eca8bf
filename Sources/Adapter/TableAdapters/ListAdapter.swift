import BlueKit

/// A table's data source and delegate built from section adapters: the list layer, the top of
/// three.
///
/// The table asks the list adapter everything; the list adapter answers "how many sections"
/// itself and passes every other question to the section it concerns, which passes cell
/// questions to its ``CellAdapter``. Each layer is small, and each is reused on its own.
///
/// ```swift
/// let cells = GameCellAdapter(registeringIn: table)
/// let list = ListAdapter(sections: [
///   ItemSectionAdapter(
///     title: "FPS Games", headerHeight: 60, items: Game.firstPersonShooters, cellAdapter: cells),
///   ItemSectionAdapter(
///     title: "Role Play Games", headerHeight: 60, items: Game.rolePlayingGames,
///     cellAdapter: cells),
/// ])
/// table.dataSource = list
/// table.delegate = list
/// table.reloadData()
/// ```
///
/// The table holds it weakly: keep it alive in a stored property. A question about a section
/// that does not exist gets an empty answer, never a crash.
@MainActor
public final class ListAdapter: TableViewDataSource, TableViewDelegate {
  /// The sections, top to bottom; call the table's `reloadData()` after changing them.
  public var sections: [any SectionAdapter]

  /// Creates a list of `sections`.
  public init(sections: [any SectionAdapter] = []) {
    self.sections = sections
  }

  /// One section per section adapter.
  public func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The section's title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sectionAdapter(at: section)?.title
  }

  /// The section's header height.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    sectionAdapter(at: section)?.headerHeight ?? tableView.sectionHeaderHeight
  }

  // tutorial:begin list-adapter-routing
  /// The section's number of rows.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sectionAdapter(at: section)?.numberOfRows ?? 0
  }

  /// The section's cell for the row.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    guard let section = sectionAdapter(at: indexPath.section) else {
      return tableView.blankCell()
    }
    return section.tableView(tableView, cellForRowAt: indexPath)
  }

  /// Tells the section which of its rows was tapped.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
    sectionAdapter(at: indexPath.section)?.tableView(tableView, didSelectRowAt: indexPath)
  }

  private func sectionAdapter(at index: Int) -> (any SectionAdapter)? {
    sections.indices.contains(index) ? sections[index] : nil
  }
  // tutorial:end list-adapter-routing
}
