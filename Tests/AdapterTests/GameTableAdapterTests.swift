import Adapter
import BlueKit
import Testing

/// `GameTableAdapter`: the simple adapter, a table's data source and delegate in one object.
@MainActor
@Suite struct GameTableAdapterTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
  let adapter: GameTableAdapter

  init() {
    adapter = GameTableAdapter(games: Game.firstPersonShooters, tableView: table)
    table.dataSource = adapter
    table.delegate = adapter
    table.reloadData()
  }

  @Test func everyGameIsARowWithItsTitleLeftAndItsYearRight() {
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(
      table.render(columns: 40, rows: 4) == """
          Doom                              1993
          Quake                             1996
          Half-Life                         1998
          Halo: Combat Evolved              2001
        """)
  }

  @Test func theCellsAreValue1Cells() {
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.style == .value1)
  }

  @Test func aTapOnARowHandsTheGameToOnSelect() {
    var selected: [Game] = []
    adapter.onSelect = { selected.append($0) }
    table.tapRow(at: TableIndexPath(row: 2, section: 0))
    #expect(selected == [Game(title: "Half-Life", year: 1998)])
  }

  @Test func aRowThatIsNotThereIsABlankCellAndATapOnItIsIgnored() {
    var selected: [Game] = []
    adapter.onSelect = { selected.append($0) }
    let cell = adapter.tableView(table, cellForRowAt: TableIndexPath(row: 7, section: 0))
    adapter.tableView(table, didSelectRowAt: TableIndexPath(row: 7, section: 0))
    #expect(cell.textLabel.text == nil)
    #expect(selected == [])
  }

  @Test func theTableHoldsTheAdapterWeakly() {
    weak var released: GameTableAdapter?
    do {
      let temporary = GameTableAdapter(games: Game.rolePlayingGames, tableView: table)
      table.dataSource = temporary
      released = temporary
    }
    #expect(released == nil)
    table.reloadData()
    #expect(table.numberOfSections == 0)
  }
}
