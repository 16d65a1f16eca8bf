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

  @Test func aReloadWithTheDataSourceGoneShowsNoCards() {
    let stack = SwipeableCards()
    var source: TitleCards? = TitleCards(["Best of Bowie", "It's My Life"])
    stack.dataSource = source
    stack.reloadData()
    source = nil
    stack.reloadData()
    #expect(
      stack.indicesOfVisibleCards == [],
      "reloadData() forgets the cards on show before it asks: with the data source gone, no card stays on show"
    )
  }

  @Test func aSwipeWithTheDataSourceGoneTakesTheTopCardOffAndTellsTheDelegate() {
    let stack = SwipeableCards()
    let diary = Diary()
    stack.delegate = diary
    var source: TitleCards? = TitleCards(["Best of Bowie", "It's My Life", "Nothing Like The Sun"])
    stack.dataSource = source
    stack.reloadData()
    source = nil
    stack.swipe(.left)
    #expect(
      diary.entries == ["will begin swiping 0", "did swipe 0 left", "did remove 0"],
      "a swipe needs no data source: the delegate still hears all three, in order")
    #expect(
      stack.indicesOfVisibleCards == [1, 2],
      "the top card goes, and with the data source gone no card joins at the bottom")
  }
}
