import Testing

@testable import DelegationCardStack

/// The README: "Both are `weak`": the view controller that owns the stack is usually its data
/// source and delegate, and two strong references would keep each other alive forever.
@Suite struct WeakReferencesTests {
  @Test func theStackDoesNotKeepItsDataSourceAlive() {
    let stack = SwipeableCards()
    var source: TitleCards? = TitleCards(["Best of Bowie"])
    stack.dataSource = source
    source = nil
    #expect(
      stack.dataSource == nil,
      "dataSource must be `weak`: the stack's owner is usually its data source")
  }

  @Test func theStackDoesNotKeepItsDelegateAlive() {
    let stack = SwipeableCards()
    var diary: Diary? = Diary()
    stack.delegate = diary
    diary = nil
    #expect(
      stack.delegate == nil, "delegate must be `weak`: the stack's owner is usually its delegate")
  }
}
