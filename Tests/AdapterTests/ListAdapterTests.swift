import Adapter
import BlueKit
import Testing

/// `ListAdapter` over `ItemSectionAdapter`s sharing one `GameCellAdapter`: the three layers.
@MainActor
@Suite struct ListAdapterTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 190))
  let cells: GameCellAdapter
  let list: ListAdapter

  init() {
    cells = GameCellAdapter(registeringIn: table)
    list = ListAdapter(sections: [
      ItemSectionAdapter(
        title: "FPS Games", headerHeight: 60, items: Game.firstPersonShooters, cellAdapter: cells),
      ItemSectionAdapter(
        title: "Role Play Games", headerHeight: 60, items: Game.rolePlayingGames,
        cellAdapter: cells),
    ])
    table.dataSource = list
    table.delegate = list
    table.reloadData()
  }

  @Test func thereAreTwoSectionsTitledFPSGamesAndRolePlayGames() {
    #expect(table.numberOfSections == 2)
    #expect(table.headerTitle(forSection: 0) == "FPS Games")
    #expect(table.headerTitle(forSection: 1) == "Role Play Games")
  }

  @Test func eachHeaderIs60PointsHigh() {
    #expect(table.headerHeight(forSection: 0) == 60)
    #expect(table.headerHeight(forSection: 1) == 60)
  }

  @Test func eachSectionListsItsOwnGames() {
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.numberOfRows(inSection: 1) == 3)
    let titles = (0..<2).map { section in
      (0..<table.numberOfRows(inSection: section)).map { row in
        table.cellForRow(at: TableIndexPath(row: row, section: section))?.textLabel.text ?? ""
      }
    }
    #expect(
      titles == [
        ["Doom", "Quake", "Half-Life", "Halo: Combat Evolved"],
        ["Final Fantasy VII", "Baldur's Gate", "The Elder Scrolls V: Skyrim"],
      ])
  }

  @Test func theTableDrawsBothSectionsUnderTheirHeaders() {
    #expect(
      table.render(columns: 40, rows: 19) == """
        FPS GAMES





          Doom                              1993
          Quake                             1996
          Half-Life                         1998
          Halo: Combat Evolved              2001
        ROLE PLAY GAMES





          Final Fantasy VII                 1997
          Baldur's Gate                     1998
          The Elder Scrolls V: Skyrim       2011
        """)
  }

  @Test func bothSectionsShareOneCellAdapter() throws {
    let sections = try list.sections.map {
      try #require($0 as? ItemSectionAdapter<GameCellAdapter>)
    }
    #expect(sections.count == 2)
    #expect(sections.allSatisfy { $0.cellAdapter === cells })
  }

  @Test func aTapTravelsFromTheListThroughItsSectionToTheCellAdapter() {
    var selected: [String] = []
    cells.onSelect = { game, indexPath in selected.append("\(game) at \(indexPath)") }
    table.tapRow(at: TableIndexPath(row: 2, section: 1))
    table.tapRow(at: TableIndexPath(row: 0, section: 0))
    #expect(selected == ["The Elder Scrolls V: Skyrim (2011) at [1, 2]", "Doom (1993) at [0, 0]"])
  }

  @Test func aReloadReusesTheCells() {
    table.reloadData()
    #expect(table.numberOfCellsCreated == 7)
  }

  @Test func aSectionThatIsNotThereGetsEmptyAnswers() {
    #expect(list.tableView(table, numberOfRowsInSection: 2) == 0)
    #expect(list.tableView(table, titleForHeaderInSection: -1) == nil)
    #expect(list.tableView(table, heightForHeaderInSection: 5) == table.sectionHeaderHeight)
    let cell = list.tableView(table, cellForRowAt: TableIndexPath(row: 0, section: 9))
    #expect(cell.textLabel.text == nil)
    list.tableView(table, didSelectRowAt: TableIndexPath(row: 0, section: 9))
  }

  @Test func aRowThatIsNotThereInASectionGetsABlankCell() {
    var selected: [Game] = []
    cells.onSelect = { game, _ in selected.append(game) }
    let cell = list.tableView(table, cellForRowAt: TableIndexPath(row: 3, section: 1))
    list.tableView(table, didSelectRowAt: TableIndexPath(row: 3, section: 1))
    #expect(cell.textLabel.text == nil)
    #expect(selected == [])
  }

  @Test func aSectionsHeaderIsOneLineHighUnlessToldOtherwise() {
    let section = ItemSectionAdapter(title: "Puzzle", items: [Game](), cellAdapter: cells)
    #expect(section.headerHeight == 10)
  }

  @Test func sectionsCanBeAddedAndTheTableShowsThemAfterAReload() {
    list.sections.append(
      ItemSectionAdapter(
        title: "Classics", items: [Game(title: "Tetris", year: 1984)], cellAdapter: cells))
    table.reloadData()
    #expect(table.numberOfSections == 3)
    #expect(table.headerHeight(forSection: 2) == 10)
  }
}
