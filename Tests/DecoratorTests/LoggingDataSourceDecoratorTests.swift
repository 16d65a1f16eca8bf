import BlueKit
import Decorator
import MVC
import Testing

/// A data source of two titled sections, none of them about albums.
@MainActor
private final class Fruits: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { 2 }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Red" : nil
  }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
    cell.textLabel.text = indexPath.section == 0 ? "Cherry" : "Lime"
    return cell
  }
}

/// `LoggingDataSourceDecorator`: the decorator by wrapping.
@MainActor
@Suite struct LoggingDataSourceDecoratorTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 40))

  @Test func itLogsEachQuestionAndAnswerInTheOrderTheTableAsks() {
    let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    let logging = LoggingDataSourceDecorator(wrapping: details)
    table.dataSource = logging
    details.showAlbum(at: 0)
    #expect(
      logging.log == [
        "sections → 1",
        "header of section 0 → none",
        "rows in section 0 → 4",
        "cell [0, 0] → Artist | David Bowie",
        "cell [0, 1] → Album | Best of Bowie",
        "cell [0, 2] → Genre | Pop",
        "cell [0, 3] → Year | 1992",
      ])
  }

  @Test func theTableShowsExactlyWhatTheWrappedDataSourceSays() {
    let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 3)
    let undecorated = table.render(columns: 40, rows: 4)
    let logging = LoggingDataSourceDecorator(wrapping: details)
    table.dataSource = logging
    table.reloadData()
    #expect(table.render(columns: 40, rows: 4) == undecorated)
    #expect(logging.component === details)
  }

  @Test func itDecoratesAnyDataSource() {
    let fruits = Fruits()
    let logging = LoggingDataSourceDecorator(wrapping: fruits)
    table.dataSource = logging
    table.reloadData()
    #expect(
      logging.log == [
        "sections → 2",
        "header of section 0 → Red",
        "rows in section 0 → 1",
        "cell [0, 0] → Cherry",
        "header of section 1 → none",
        "rows in section 1 → 1",
        "cell [1, 0] → Lime",
      ])
    #expect(table.headerTitle(forSection: 0) == "Red")
  }

  @Test func decoratorsStack() {
    let inner = LoggingDataSourceDecorator(wrapping: Fruits())
    let outer = LoggingDataSourceDecorator(wrapping: inner)
    table.dataSource = outer
    table.reloadData()
    #expect(outer.log.count == 7)
    #expect(inner.log == outer.log)
  }

  @Test func clearingTheLogForgetsEarlierQuestions() {
    let logging = LoggingDataSourceDecorator(wrapping: Fruits())
    table.dataSource = logging
    table.reloadData()
    logging.clearLog()
    #expect(logging.log.isEmpty)
    table.reloadData()
    #expect(logging.log.first == "sections → 2")
  }
}
