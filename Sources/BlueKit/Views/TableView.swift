// tutorial:begin table-view-data-source
/// Supplies a table's rows (UIKit's `UITableViewDataSource`).
///
/// The two row methods are required; the others have defaults in the protocol extension: one
/// section, no header titles.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued from the table's reuse pool.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
  /// How many sections the table has. Defaults to 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// The title shown above `section`, or `nil` for none. Defaults to `nil`.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
// tutorial:end table-view-data-source

/// Hears what happens to a table's rows and shapes its layout (UIKit's `UITableViewDelegate`).
///
/// Every method is optional.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
  /// The height of `section`'s header; defaults to the table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
  /// The height of the row at `indexPath`; defaults to the table's ``TableView/rowHeight``.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
  /// The table's default header height.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    tableView.sectionHeaderHeight
  }
  /// The table's default row height.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double
  {
    tableView.rowHeight
  }
}

/// A vertical list of rows in sections (UIKit's `UITableView`).
///
/// The table asks its ``dataSource`` what to show and tells its ``delegate`` what happened:
/// both are roles another object plays, which is delegation. ``reloadData()`` asks again;
/// cells come from a reuse pool, so a table makes only as many cells as it shows at once.
@MainActor
open class TableView: View {
  /// Supplies the rows.
  ///
  /// Weak: the data source usually owns the table.
  public weak var dataSource: (any TableViewDataSource)?

  /// Hears selections and decides heights.
  ///
  /// Weak, like every delegate.
  public weak var delegate: (any TableViewDelegate)?

  /// The height of a row unless the delegate says otherwise: one line of text.
  public var rowHeight: Double = 10

  /// The height of a section header unless the delegate says otherwise: one line of text.
  public var sectionHeaderHeight: Double = 10

  /// The row the user last selected, if it is still there.
  public private(set) var indexPathForSelectedRow: TableIndexPath?

  /// The cells showing now, by row.
  public private(set) var visibleCells: [TableIndexPath: TableViewCell] = [:]

  /// How many cells the table has created over its life; reuse keeps this small.
  public private(set) var numberOfCellsCreated = 0

  private var registeredStyles: [String: TableViewCell.Style] = [:]
  private var reusePool: [String: [TableViewCell]] = [:]
  private var sectionLayout: [(header: String?, headerHeight: Double, rows: Int)] = []
  private var isReloading = false

  /// Makes cells dequeued with `identifier` use `style` (unregistered identifiers get
  /// `.default`).
  public func register(_ style: TableViewCell.Style, forCellReuseIdentifier identifier: String) {
    registeredStyles[identifier] = style
  }

  /// A cell for `identifier`: one from the reuse pool when there is one, else a new one.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    numberOfCellsCreated += 1
    return TableViewCell(
      style: registeredStyles[identifier] ?? .default, reuseIdentifier: identifier)
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int { sectionLayout.count }

  /// The number of rows in `section`, as the data source last said (0 for no such section).
  public func numberOfRows(inSection section: Int) -> Int {
    sectionLayout.indices.contains(section) ? sectionLayout[section].rows : 0
  }

  /// The header title of `section`, as the data source last said.
  public func headerTitle(forSection section: Int) -> String? {
    sectionLayout.indices.contains(section) ? sectionLayout[section].header : nil
  }

  /// The height of `section`'s header, as the delegate (or the default) last said.
  public func headerHeight(forSection section: Int) -> Double {
    sectionLayout.indices.contains(section) ? sectionLayout[section].headerHeight : 0
  }

  /// Whether `indexPath` names a row the table has.
  public func contains(_ indexPath: TableIndexPath) -> Bool {
    indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
  }

  /// Asks the data source for everything again and lays the rows out.
  ///
  /// Every cell showing goes back to the reuse pool first, so the data source's dequeues get
  /// them back. A negative count from the data source counts as zero. A call made while a
  /// reload is under way (from inside the data source) is ignored: the reload already asks for
  /// every row, and starting again from within would never end.
  public func reloadData() {
    guard !isReloading else { return }
    isReloading = true
    defer { isReloading = false }
    for cell in visibleCells.values {
      cell.removeFromSuperview()
      reusePool[cell.reuseIdentifier, default: []].append(cell)
    }
    visibleCells = [:]
    sectionLayout = []
    guard let dataSource else { return }
    var y = 0.0
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      let header = dataSource.tableView(self, titleForHeaderInSection: section)
      let headerHeight =
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      sectionLayout.append((header, headerHeight, rows))
      if header != nil { y += headerHeight }
      for row in 0..<rows {
        let indexPath = TableIndexPath(row: row, section: section)
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame = Rect(x: 0, y: y, width: frame.width, height: height)
        cell.layoutLabels(markerWidth: 10)
        cell.isSelected = indexPath == indexPathForSelectedRow
        addSubview(cell)
        visibleCells[indexPath] = cell
        y += height
      }
    }
    if let selected = indexPathForSelectedRow, !contains(selected) {
      indexPathForSelectedRow = nil
    }
  }

  /// The cell showing the row at `indexPath`, if the row exists.
  public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
    visibleCells[indexPath]
  }

  /// Plays a finger tapping the row at `indexPath`: selects it and tells the delegate.
  ///
  /// - Returns: `false`, and nothing happens, when the table has no such row.
  @discardableResult
  public func tapRow(at indexPath: TableIndexPath) -> Bool {
    guard contains(indexPath) else { return false }
    if let previous = indexPathForSelectedRow { visibleCells[previous]?.isSelected = false }
    indexPathForSelectedRow = indexPath
    visibleCells[indexPath]?.isSelected = true
    delegate?.tableView(self, didSelectRowAt: indexPath)
    return true
  }

  /// Draws the section headers; the cells draw themselves as subviews.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    var y = rect.minY
    for (section, layout) in sectionLayout.enumerated() {
      if let header = layout.header {
        canvas.write(
          header.uppercased(),
          in: Rect(x: rect.minX, y: y, width: rect.width, height: layout.headerHeight))
        y += layout.headerHeight
      }
      for row in 0..<layout.rows {
        y += visibleCells[TableIndexPath(row: row, section: section)]?.frame.height ?? rowHeight
      }
    }
  }
}
