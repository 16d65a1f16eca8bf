import BlueKit
import Decorator
import MVC
import Testing

/// `AlbumDetailsDataSource`: delegation, the table asking for the current album's rows.
@MainActor
@Suite struct AlbumDetailsDataSourceTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
  let details: AlbumDetailsDataSource

  init() {
    details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
  }

  @Test func itBecomesTheTablesDataSourceAndShowsNothingYet() {
    #expect(table.dataSource === details)
    #expect(details.currentIndex == nil)
    #expect(table.numberOfRows(inSection: 0) == 0)
  }

  @Test func anAlbumFillsFourValue1CellsTitleLeftValueRight() throws {
    details.showAlbum(at: 0)
    #expect(details.currentIndex == 0)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
    let cells = try (0..<4).map { row in
      try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0)))
    }
    #expect(cells.allSatisfy { $0.style == .value1 })
    #expect(cells.map(\.textLabel.text) == ["Artist", "Album", "Genre", "Year"])
    #expect(cells.map(\.detailTextLabel.text) == ["David Bowie", "Best of Bowie", "Pop", "1992"])
  }

  @Test func theTableDrawsEachTitleLeftAndItsValueRight() {
    details.showAlbum(at: 2)
    #expect(
      table.render(columns: 40, rows: 4) == """
          Artist                           Sting
          Album             Nothing Like The Sun
          Genre                              Pop
          Year                              1999
        """)
  }

  @Test(arguments: [-1, 5, 99])
  func anAlbumThatIsNotThereEmptiesTheTable(index: Int) {
    details.showAlbum(at: 0)
    details.showAlbum(at: index)
    #expect(details.currentIndex == nil)
    #expect(details.representation == nil)
    #expect(table.numberOfRows(inSection: 0) == 0)
  }

  @Test func anotherAlbumReplacesTheRowsAndReusesTheCells() {
    details.showAlbum(at: 0)
    details.showAlbum(at: 4)
    #expect(
      table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.detailTextLabel.text
        == "American Pie")
    #expect(table.numberOfCellsCreated == 4)
  }

  @Test func aCellAskedForARowThatIsNotThereIsBlank() {
    details.showAlbum(at: 0)
    let cell = details.tableView(table, cellForRowAt: TableIndexPath(row: 9, section: 0))
    #expect(cell.textLabel.text == nil)
    #expect(cell.detailTextLabel.text == nil)
  }
}
