import Testing

@testable import ObserverCoverSpinner

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
      "setting coverImage.image triggers the observation's onChange, which stops the spinner")
  }

  @Test func aCachedCoverStopsTheSpinnerAtOnce() {
    let view = AlbumView(coverImage: ImageView(image: Image(art: "Bowie")))
    #expect(
      !view.indicator.isAnimating,
      "a cover that is there before observing starts will never change: stop at once")
  }

  @Test func eachViewFollowsItsOwnCover() {
    let first = AlbumView()
    let second = AlbumView()
    second.coverImage.image = Image(art: "Sting")
    #expect(first.indicator.isAnimating, "the first cover has not arrived yet")
    #expect(!second.indicator.isAnimating)
  }
}
