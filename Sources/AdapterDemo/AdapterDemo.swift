import Adapter
import BlueKit
import DemoKit
import Foundation

/// The Adapter at work three ways: dollars made to look like yuan, numbered tiles made to fit a
/// scroller that knows nothing about them, and games made to fit a table.
@main
struct AdapterDemo: Demo {
  static let abstract =
    "Adapter: USD shown as CNY, a scroller of 100 000 tiles it knows nothing about, game tables."

  static func run(_ transcript: Transcript) async throws {
    transcript.step("Currency: dollars made to fit a client that speaks yuan")
    let wallet = USDAdaptee(usd: 1_000)
    let objectAdapter = CNYObjectAdapter(adapting: wallet)
    transcript.line("Object adapter, holding a USDAdaptee of $\(wallet.usd): ¥\(objectAdapter.cny)")
    wallet.usd = Decimal(1_234) / 100
    transcript.line(
      "The wallet now holds $\(wallet.usd); the adapter sees it: ¥\(objectAdapter.cny) "
        + "(12.34 × 6.8 = 83.912, rounded to the fen)")
    let classAdapter = CNYClassAdapter(usd: 1_000)
    transcript.line(
      "Class adapter, one object both ways: usd \(classAdapter.usd), cny \(classAdapter.cny)")

    transcript.step("HorizontalScroller: 100 000 tiles, and it never learns what they are")
    let tiles = NumberTilesAdapter(count: 100_000)
    let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 320, height: 120))
    scroller.delegate = tiles
    scroller.reload()
    transcript.line("The delegate adapts the numbers 0..<100 000 to HorizontalScrollerDelegate.")
    transcript.line("reload() asked for \(tiles.takeRequests()), the views on screen, not 100 000.")
    transcript.line(
      "Content width: 200 + 120 × 100 000 = \(Int(scroller.contentSize.width)) points")
    for index in scroller.indicesForVisibleViews {
      transcript.line("  view \(index) at \(scroller.rectForView(at: index))")
    }
    transcript.show(scroller)

    transcript.step("A tap on view 1 selects it and centres it")
    scroller.tap(at: Point(x: 280, y: 60))
    report(tiles, scroller, in: transcript)
    transcript.show(scroller)

    transcript.step("A tap in the gap between two views does nothing")
    scroller.tap(at: Point(x: 340, y: 60))
    report(tiles, scroller, in: transcript)

    transcript.step("A drag that stops at 500 settles on the nearest view, 500 / 120 ≈ 4")
    scroller.drag(to: Point(x: 500, y: 0))
    report(tiles, scroller, in: transcript)
    transcript.show(scroller)

    transcript.step("A fling that coasts to 6 000 050 settles on view 50 000")
    scroller.drag(to: Point(x: 3_000, y: 0), thenDecelerateTo: Point(x: 6_000_050, y: 0))
    report(tiles, scroller, in: transcript)
    transcript.show(scroller)

    transcript.step("A fling past the end settles on the last view, not past it")
    scroller.drag(to: Point(x: 9_000_000, y: 0), thenDecelerateTo: Point(x: 1e12, y: 0))
    report(tiles, scroller, in: transcript)
    transcript.line(
      "Views made in all: \(tiles.viewsMade); the rest were reused with dequeueReusableView().")

    transcript.step("The optional initialViewIndex(for:) picks where a reload starts")
    tiles.initialIndex = 42
    scroller.reload()
    transcript.line(
      "initialViewIndex 42 → offset \(Int(scroller.contentOffset.x)) = 120 × 42, "
        + "views on screen \(scroller.indicesForVisibleViews)")
    _ = tiles.takeRequests()

    transcript.step("Table adapters, step 1: the data source and delegate leave the controller")
    // tutorial:begin table-adapters
    let simpleTable = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    let simple = GameTableAdapter(games: Game.firstPersonShooters, tableView: simpleTable)
    simpleTable.dataSource = simple
    simpleTable.delegate = simple
    simpleTable.reloadData()
    transcript.show(simpleTable)

    transcript.step("Step 2: cell, section and list adapters, one cell adapter for two sections")
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
    transcript.show(table)
    cells.onSelect = { game, indexPath in
      transcript.line("The cell adapter heard: \(game) selected at \(indexPath)")
    }
    table.tapRow(at: TableIndexPath(row: 1, section: 1))
    // tutorial:end table-adapters
    transcript.line(
      "The tap went table → list adapter (section 1 of \(list.sections.count)) → section "
        + "adapter → cell adapter.")
  }

  /// Says what the delegate heard and where the scroller came to rest.
  static func report(
    _ tiles: NumberTilesAdapter, _ scroller: HorizontalScroller, in transcript: Transcript
  ) {
    let selections = tiles.takeSelections()
    transcript.line(
      selections.isEmpty
        ? "The delegate heard nothing."
        : "The delegate heard: didSelectViewAt \(selections.map(String.init).joined(separator: ", "))"
    )
    let requests = tiles.takeRequests()
    transcript.line(
      "Offset \(Int(scroller.contentOffset.x)); views on screen \(scroller.indicesForVisibleViews)"
        + (requests.isEmpty ? "" : "; asked for \(requests)"))
  }

}

/// Makes the numbers 0..<count fit ``HorizontalScrollerDelegate``: the adapter between a range
/// of numbers and the scroller.
///
/// Each number is a tile, framed with `+` and `-`, or with `#` and `=` when selected. The
/// selection lives here, in the adapter's model, because the scroller keeps no view that is off
/// screen.
@MainActor
final class NumberTilesAdapter: HorizontalScrollerDelegate {
  let count: Int
  var initialIndex = 0
  var selectedIndex = 0
  private(set) var viewsMade = 0
  private var requests: [Int] = []
  private var selections: [Int] = []

  init(count: Int) {
    self.count = count
  }

  /// The indices asked for since the last call.
  func takeRequests() -> [Int] {
    defer { requests = [] }
    return requests
  }

  /// The selections heard since the last call.
  func takeSelections() -> [Int] {
    defer { selections = [] }
    return selections
  }

  func numberOfViews(in scroller: HorizontalScroller) -> Int { count }

  func initialViewIndex(for scroller: HorizontalScroller) -> Int { initialIndex }

  // tutorial:begin number-tiles-views
  func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    requests.append(index)
    let tile: ImageView
    if let reused = scroller.dequeueReusableView() as? ImageView {
      tile = reused
    } else {
      tile = ImageView()
      viewsMade += 1
    }
    tile.image = Self.tile(index, selected: index == selectedIndex)
    return tile
  }

  func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    selections.append(index)
    let previous = selectedIndex
    selectedIndex = index
    (scroller.view(at: previous) as? ImageView)?.image = Self.tile(previous, selected: false)
    (scroller.view(at: index) as? ImageView)?.image = Self.tile(index, selected: true)
  }
  // tutorial:end number-tiles-views

  /// A 20 × 10 tile: the size of a 100-point view on the text canvas.
  static func tile(_ number: Int, selected: Bool) -> Image {
    let (corner, edge, side) = selected ? ("#", "=", "#") : ("+", "-", "|")
    let label = String(number)
    let padding = 18 - label.count
    let middle =
      side + String(repeating: " ", count: padding / 2) + label
      + String(repeating: " ", count: padding - padding / 2) + side
    let blank = side + String(repeating: " ", count: 18) + side
    let top = corner + String(repeating: edge, count: 18) + corner
    return Image(
      rows: [top] + Array(repeating: blank, count: 3) + [middle]
        + Array(repeating: blank, count: 4) + [top])
  }
}
