import BlueKit
import Testing

/// A data source and delegate over fixed sections, recording what the table asked.
@MainActor
private final class GameList: TableViewDataSource, TableViewDelegate {
  var sections: [(title: String?, rows: [String])]
  var selected: [TableIndexPath] = []
  var headerHeight: Double?

  init(_ sections: [(title: String?, rows: [String])]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "game")
    cell.textLabel.text = sections[indexPath.section].rows[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    headerHeight ?? tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
    selected.append(indexPath)
  }
}

/// Only the required methods: one section, no headers.
@MainActor
private final class Plain: TableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "plain")
  }
}

@MainActor
@Suite struct TableViewTests {
  fileprivate let games = GameList([
    ("FPS Games", ["Doom", "Quake"]),
    ("Role Play Games", ["Diablo"]),
  ])

  func makeTable() -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    table.dataSource = games
    table.delegate = games
    table.reloadData()
    return table
  }

  @Test func sectionsRowsAndHeadersComeFromTheDataSource() {
    let table = makeTable()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(table.numberOfRows(inSection: 2) == 0)
    #expect(table.headerTitle(forSection: 1) == "Role Play Games")
    #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.textLabel.text == "Quake")
  }

  @Test func theDelegateDecidesHeaderHeights() {
    games.headerHeight = 60
    let table = makeTable()
    #expect(table.headerHeight(forSection: 0) == 60)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.frame.minY == 60)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 1))?.frame.minY == 140)
  }

  @Test func reloadingReusesTheSameCells() {
    let table = makeTable()
    let before = Set(table.visibleCells.values.map(ObjectIdentifier.init))
    table.reloadData()
    table.reloadData()
    let after = Set(table.visibleCells.values.map(ObjectIdentifier.init))
    #expect(table.numberOfCellsCreated == 3)
    #expect(before == after)
  }

  @Test func onlyAsManyCellsAsRowsShownAreEverMade() {
    let source = Plain(count: 2)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    table.dataSource = source
    for _ in 0..<10 { table.reloadData() }
    #expect(table.numberOfCellsCreated == 2)
    #expect(table.numberOfSections == 1)
    #expect(table.headerTitle(forSection: 0) == nil)
  }

  @Test func aReusedCellComesBackCleared() {
    let table = TableView()
    table.register(.value1, forCellReuseIdentifier: "detail")
    let cell = table.dequeueReusableCell(withIdentifier: "detail")
    #expect(cell.style == .value1)
    #expect(table.dequeueReusableCell(withIdentifier: "other").style == .default)
  }

  @Test func tappingARowSelectsItAndTellsTheDelegate() {
    let table = makeTable()
    let row = TableIndexPath(row: 0, section: 1)
    #expect(table.tapRow(at: row))
    #expect(games.selected == [row])
    #expect(table.indexPathForSelectedRow == row)
    #expect(table.cellForRow(at: row)?.isSelected == true)
  }

  @Test func tappingARowThatIsNotThereDoesNothing() {
    let table = makeTable()
    #expect(!table.tapRow(at: TableIndexPath(row: 5, section: 0)))
    #expect(!table.tapRow(at: TableIndexPath(row: -1, section: 0)))
    #expect(!table.tapRow(at: TableIndexPath(row: 0, section: 9)))
    #expect(games.selected.isEmpty)
  }

  @Test func aTableWithoutADataSourceIsEmpty() {
    let table = TableView()
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test func theTableDrawsHeadersAndRows() {
    let table = makeTable()
    table.tapRow(at: TableIndexPath(row: 1, section: 0))
    #expect(
      table.render(columns: 20, rows: 6) == """
        FPS GAMES
          Doom
        > Quake
        ROLE PLAY GAMES
          Diablo

        """)
  }
}

/// A data source that asks for a reload while it is being asked for a cell.
@MainActor
private final class ReloadingSource: TableViewDataSource {
  var cellsAsked = 0
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
    cellsAsked += 1
    tableView.reloadData()
    return tableView.dequeueReusableCell(withIdentifier: "row")
  }
}

@MainActor
@Suite struct TableViewReentrancyTests {
  @Test func aReloadFromInsideTheDataSourceIsIgnoredNotRecursive() {
    let source = ReloadingSource()
    let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    table.dataSource = source
    table.reloadData()
    #expect(source.cellsAsked == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.reloadData()
    #expect(source.cellsAsked == 4)
  }
}
