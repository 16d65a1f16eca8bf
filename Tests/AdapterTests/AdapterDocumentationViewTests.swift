import Adapter
import BlueKit
import Testing

/// The scroller's delegate in the module's documentation (`Documentation.docc/Adapter.md`).
@MainActor
private final class Tiles: HorizontalScrollerDelegate {
  var selected: [Int] = []
  var requested: [Int] = []

  func numberOfViews(in scroller: HorizontalScroller) -> Int { 100_000 }

  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    requested.append(index)
    let label = scroller.dequeueReusableView() as? Label ?? Label()
    label.text = "\(index)"
    return label
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selected.append(index)
  }
}

/// The scroller and table-adapter examples in the module's documentation, run.
@MainActor
@Suite struct AdapterDocumentationViewTests {
  @Test func theScrollerExampleDoesWhatItsCommentsSay() {
    let tiles = Tiles()
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    scroller.delegate = tiles
    scroller.reload()
    #expect(tiles.requested == [0, 1])
    #expect(scroller.rectForView(at: 1).description == "(230, 10, 100×100)")
    scroller.tap(at: Point(x: 280, y: 60))
    #expect(tiles.selected == [1])
    scroller.drag(to: Point(x: 290, y: 0))
    #expect(scroller.contentOffset.x == 240)
  }

  @Test func theTableExampleDoesWhatItsCommentsSay() {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 190))
    let cells = GameCellAdapter(registeringIn: table)
    let list = ListAdapter(sections: [
      ItemSectionAdapter(
        title: "FPS Games", headerHeight: 60, items: Game.firstPersonShooters, cellAdapter: cells),
      ItemSectionAdapter(
        title: "Role Play Games", headerHeight: 60, items: Game.rolePlayingGames,
        cellAdapter: cells),
    ])
    table.dataSource = list
    table.delegate = list
    table.reloadData()
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.headerHeight(forSection: 0) == 60)
  }
}
