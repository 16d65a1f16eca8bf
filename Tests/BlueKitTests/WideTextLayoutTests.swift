import BlueKit
import Testing

/// Chinese on screen: two columns a character, so columns line up, nothing is cut in the middle
/// of a character, and frames close where they should (the app's Chinese screen depends on it).
@MainActor
@Suite struct WideTextLayoutTests {
  /// The details table in Chinese: wide titles on the left, values on the right edge.
  @Test func valueCellsPadWideTitlesSoTheValuesLineUp() {
    let rows = Rows([("艺术家", "David Bowie"), ("专辑", "我的生活"), ("年份", "1992")])
    let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    table.register(.value1, forCellReuseIdentifier: Rows.identifier)
    table.dataSource = rows
    table.reloadData()
    #expect(
      table.render(columns: 20, rows: 3) == """
          艺术家 David Bowie
          专辑      我的生活
          年份          1992
        """)
  }

  /// A value too long for its row covers the title from the right; a title character it half
  /// covers is blanked whole, never left as half a character.
  @Test func aValueThatReachesIntoAWideTitleBlanksTheHalfItCovers() {
    // 14 columns after the 2 of the selection marker; the 13-column value starts on the right
    // half of 艺.
    let rows = Rows([("艺术家", "Bowie Bowie!!")])
    let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 10))
    table.register(.value1, forCellReuseIdentifier: Rows.identifier)
    table.dataSource = rows
    table.reloadData()
    #expect(table.render(columns: 16, rows: 1) == "   Bowie Bowie!!")
  }

  /// Seven columns hold three Chinese characters and one column to spare: the fourth is left
  /// out whole, on either side.
  @Test func textCutAtAnOddColumnLeavesOutTheWholeCharacter() {
    let left = Label(frame: Rect(x: 0, y: 0, width: 35, height: 10), text: "我的生活")
    #expect(left.render(columns: 7, rows: 1) == "我的生")
    let right = Label(
      frame: Rect(x: 0, y: 0, width: 35, height: 10), text: "我的生活", alignment: .right)
    #expect(right.render(columns: 7, rows: 1) == " 我的生")
    let centred = Label(
      frame: Rect(x: 0, y: 0, width: 45, height: 10), text: "我的生活", alignment: .center)
    #expect(centred.render(columns: 9, rows: 1) == "我的生活")
  }

  /// The toolbar's buttons in Chinese: their brackets sit at the edges.
  @Test func wideButtonTitlesKeepTheToolbarToItsWidth() {
    let toolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 150, height: 10))
    toolbar.items = [
      BarButtonItem(title: "撤销", isEnabled: false) {}, .flexibleSpace(),
      BarButtonItem(title: "删除") {},
    ]
    #expect(toolbar.render(columns: 30, rows: 1) == "( 撤销 )              [ 删除 ]")
  }

  /// A frame drawn around wide text closes on the same column on every row.
  @Test func aFrameAroundWideTextCloses() {
    let framed = Image(rows: ["+--------+", "|我的生活|", "| 专辑 1 |", "+--------+"])
    #expect(framed.width == 10)
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 60, height: 40), image: framed)
    #expect(
      view.render(columns: 12, rows: 4) == """
         +--------+
         |我的生活|
         | 专辑 1 |
         +--------+
        """)
  }
}

/// Rows of a details table, as the app's data source gives them.
@MainActor
private final class Rows: TableViewDataSource {
  static let identifier = "detail"
  let rows: [(String, String)]
  init(_ rows: [(String, String)]) { self.rows = rows }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier)
    cell.textLabel.text = rows[indexPath.row].0
    cell.detailTextLabel.text = rows[indexPath.row].1
    return cell
  }
}
