/// Where the shelf's titles come from.
protocol ShelfSource {
  /// Every title on the shelf, in any order.
  func titles() -> [String]
}

/// The titles the shelf ships with.
struct BundledShelf: ShelfSource {
  func titles() -> [String] { ["Blue", "Abbey Road"] }
}

/// Shows the albums on the shelf, sorted by title.
final class ShelfController {
  private let source: any ShelfSource

  init(source: any ShelfSource = BundledShelf()) {
    self.source = source
  }

  /// The titles, sorted.
  func titles() -> [String] {
    source.titles().sorted()
  }
}
