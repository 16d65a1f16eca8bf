import Foundation
import Testing

@testable import ObserverCoverSpinner

/// On the main actor, so nothing queued on the main queue (or the main actor) runs before a test
/// has looked: the spinner stops before `init` or the image's setter returns, or the test sees it
/// still spinning, on every run.
@MainActor
@Suite struct AlbumViewTests {
  @Test func theSpinnerSpinsWhileTheCoverLoads() {
    let view = AlbumView()
    #expect(view.indicator.isAnimating)
  }

  @Test func theSpinnerStopsWhenTheCoverArrives() {
    let view = AlbumView()
    view.coverImage.image = Image(art: "Bowie")
    #expect(
      !view.indicator.isAnimating,
      "setting coverImage.image triggers the observation's onChange, which stops the spinner right then, not later on the main queue; onChange runs before the new image is set, so it stops without reading image again"
    )
  }

  @Test func aCachedCoverStopsTheSpinnerAtOnce() {
    let view = AlbumView(coverImage: ImageView(image: Image(art: "Bowie")))
    #expect(
      !view.indicator.isAnimating,
      "a cover that is there before observing starts will never change: stop at once, before init returns, not later on the main queue"
    )
  }

  /// A loader sets the cover from its own thread: the change handler runs there, and stops the
  /// spinner there, neither waiting for the main queue nor assuming it is on the main actor.
  @Test func theSpinnerStopsWhenTheCoverArrivesFromAnotherThread() async {
    nonisolated(unsafe) let coverImage = ImageView()
    let view = AlbumView(coverImage: coverImage)
    await Task.detached {
      coverImage.image = Image(art: "Bowie")
    }.value
    #expect(
      !view.indicator.isAnimating,
      "a cover set off the main thread stops the spinner there and then: onChange runs on the loader's thread"
    )
  }

  /// A view may be made on an operation queue: a cover set elsewhere still stops its spinner
  /// there and then, on the setter's thread, not later on the queue the view was made on.
  @Test func aViewMadeOnAnOperationQueueStopsWhenItsCoverIsSetElsewhere() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    nonisolated(unsafe) var made: AlbumView?
    queue.addOperation { made = AlbumView() }
    queue.waitUntilAllOperationsAreFinished()
    queue.isSuspended = true
    defer { queue.isSuspended = false }
    guard let view = made else {
      Issue.record("the view made on the operation queue is missing")
      return
    }
    view.coverImage.image = Image(art: "Bowie")
    #expect(
      !view.indicator.isAnimating,
      "the spinner stops before the setter returns, on the setter's thread: nothing waits for the queue the view was made on"
    )
  }

  /// A loader may make its views on its own thread too: the view assumes no actor, and a cover
  /// already there stops the spinner on that thread, before `init` returns.
  @Test func aViewMadeOnALoadersThreadStopsForACachedCoverThere() async {
    let stoppedInInit = await Task.detached {
      let view = AlbumView(coverImage: ImageView(image: Image(art: "Bowie")))
      return !view.indicator.isAnimating
    }.value
    #expect(
      stoppedInInit,
      "a view made off the main actor, over a cached cover, stops its spinner before init returns")
  }

  /// Any image already there is the cover, whatever it shows: an empty art stops the spinner too.
  @Test func aCachedCoverStopsTheSpinnerWhateverItShows() {
    let view = AlbumView(coverImage: ImageView(image: Image(art: "")))
    #expect(
      !view.indicator.isAnimating,
      "an image already in coverImage is the cover, even with empty art: stop at once")
  }

  /// A cover that arrives between a view's look and its observation is not missed.
  ///
  /// The cover arrives as its image is looked at a second time (see `CoverArrival`): here, as
  /// the test looks at what the screen shows. A view that observed on its first look hears it
  /// arrive; one that looked first and observed after has missed it.
  @Test func aCoverThatArrivesWhileTheViewSetsUpStopsTheSpinner() {
    let coverImage = ImageView()
    coverImage.arrival = CoverArrival(cover: Image(art: "Bowie"))
    let view = AlbumView(coverImage: coverImage)
    _ = coverImage.image
    #expect(
      !view.indicator.isAnimating,
      """
      the spinner stops as the cover arrives, in that same call, not later (in a Task): check \
      what withObservationTracking returned, since a look before it misses a cover set in between
      """)
  }

  /// `onChange` captures the indicator, not `self`: a view already let go (its cover still
  /// loading, its spinner still on screen) stops its spinner when the cover arrives.
  @Test func theSpinnerStopsWhenTheCoverArrivesAfterItsViewIsGone() {
    let coverImage = ImageView()
    let indicator = spinnerOfAViewLetGo(over: coverImage)
    coverImage.image = Image(art: "Bowie")
    #expect(
      !indicator.isAnimating,
      "onChange must capture the indicator, not self: with self gone, the spinner never stopped")
  }

  /// Only the cover stops the spinner: a view let go while its cover loads (its spinner may
  /// still be on screen) leaves it spinning until the cover arrives.
  @Test func aViewLetGoLeavesItsSpinnerSpinningUntilTheCoverArrives() {
    let coverImage = ImageView()
    let indicator = spinnerOfAViewLetGo(over: coverImage)
    #expect(
      indicator.isAnimating,
      "the view is gone but its cover has not arrived: the spinner keeps spinning (nothing stops it in deinit)"
    )
    coverImage.image = Image(art: "Bowie")
    #expect(!indicator.isAnimating, "the cover arrived: the spinner stops")
  }

  /// `onChange` captures the indicator, not `self`: a view let go while its cover loads is
  /// freed, not kept alive by its own change handler (the image view holds the handler).
  @Test func aViewWaitingForItsCoverIsNotKeptAlive() {
    let coverImage = ImageView()
    weak var weakView: AlbumView?
    do {
      let view = AlbumView(coverImage: coverImage)
      weakView = view
      #expect(view.indicator.isAnimating)
    }
    #expect(
      weakView == nil,
      "onChange must capture the indicator, not self: capturing self keeps a view no one shows alive"
    )
    coverImage.image = Image(art: "Bowie")
    #expect(
      coverImage.image == Image(art: "Bowie"),
      "the cover arrives after its view and spinner are both gone, and nothing traps: onChange holds the indicator, never unowned"
    )
  }

  /// Makes a view over `coverImage` and lets it go, keeping only its spinner.
  private func spinnerOfAViewLetGo(over coverImage: ImageView) -> ActivityIndicator {
    AlbumView(coverImage: coverImage).indicator
  }

  @Test func eachViewFollowsItsOwnCover() {
    let first = AlbumView()
    let second = AlbumView()
    second.coverImage.image = Image(art: "Sting")
    #expect(first.indicator.isAnimating, "the first cover has not arrived yet")
    #expect(!second.indicator.isAnimating)
  }
}
