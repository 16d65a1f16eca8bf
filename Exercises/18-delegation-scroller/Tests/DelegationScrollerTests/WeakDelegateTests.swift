import Testing

@testable import DelegationScroller

/// The README says that `delegate` is `weak`, so that a view controller that owns the scroller
/// and is its delegate does not keep itself alive.
@Suite struct WeakDelegateTests {
  @Test func theScrollerDoesNotKeepItsDelegateAlive() {
    let scroller = HorizontalScroller()
    var delegate: NumberedViews? = NumberedViews(count: 3)
    scroller.delegate = delegate
    delegate = nil
    #expect(
      scroller.delegate == nil,
      "delegate must be `weak`: the scroller's owner is usually its delegate")
  }
}
