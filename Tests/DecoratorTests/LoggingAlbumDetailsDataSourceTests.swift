import BlueKit
import MVC
import Testing

@testable import Decorator

/// A subclass that tries to answer a question its superclass never declared.
///
/// (`@testable` lets a test subclass a public class from another module, as `open` would.)
@MainActor
private final class TwoSectionDetails: AlbumDetailsDataSource {
  func numberOfSections(in tableView: TableView) -> Int { 2 }
}

/// `LoggingAlbumDetailsDataSource`: the same logging by subclassing, and its limits.
@MainActor
@Suite struct LoggingAlbumDetailsDataSourceTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 40))

  @Test func itLogsTheQuestionsItsSuperclassAnswers() {
    let details = LoggingAlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 1)
    #expect(
      details.log == [
        "rows in section 0 → 4",
        "cell [0, 0] → Artist | No Doubt",
        "cell [0, 1] → Album | It's My Life",
        "cell [0, 2] → Genre | Pop",
        "cell [0, 3] → Year | 2003",
      ])
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test func itCannotHearAQuestionItsSuperclassLeftToTheProtocolDefault() {
    let details = TwoSectionDetails(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 0)
    #expect(details.numberOfSections(in: table) == 2)
    #expect(table.numberOfSections == 1)
  }

  @Test func clearingTheLogForgetsEarlierQuestions() {
    let details = LoggingAlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 1)
    details.clearLog()
    details.showAlbum(at: 9)
    #expect(details.log == ["rows in section 0 → 0"])
  }
}
