import BlueKit
import Decorator
import MVC
import Testing

/// The usage example in the module's documentation (`Documentation.docc/Decorator.md`), run.
@MainActor
@Suite struct DecoratorDocumentationTests {
  @Test func theExampleGivesTheValuesItShows() {
    let album = Album.placeholders[0]
    #expect(
      album.tableRepresentation.rows.map(\.description) == [
        "Artist: David Bowie", "Album: Best of Bowie", "Genre: Pop", "Year: 1992",
      ])

    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 0)
    #expect(table.numberOfRows(inSection: 0) == 4)
    details.showAlbum(at: 9)
    #expect(table.numberOfRows(inSection: 0) == 0)

    let logging = LoggingDataSourceDecorator(wrapping: details)
    table.dataSource = logging
    details.showAlbum(at: 1)
    #expect(logging.log.last == "cell [0, 3] → Year | 2003")
  }
}
