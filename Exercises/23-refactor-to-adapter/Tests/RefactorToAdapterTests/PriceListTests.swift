import Foundation
import Testing

@testable import RefactorToAdapter

/// What the price list shows, which the refactoring keeps: these pass before you start, and
/// must still pass when you are done.
@Suite struct PriceListTests {
  let screen = makePriceList(albums: Album.placeholders, service: DollarPriceService())

  @Test func everyAlbumShowsItsPriceInYuanRoundedToTheFen() {
    #expect(
      screen.rows == [
        "Best of Bowie: ¥67.93",
        "It's My Life: ¥84.93",
        "Nothing Like The Sun: ¥54.33",
        "Staring at the Sun: not for sale",
        "American Pie: ¥68.34",
      ], "dollars × 6.8, rounded to the fen; an album with no price is not for sale")
  }

  @Test func theTotalAddsTheRoundedPricesOfWhatIsForSale() {
    #expect(screen.total == "Total: ¥275.53")
  }

  @Test func anAlbumListedTwiceIsShownAndCountedTwice() {
    let bowie = Album.placeholders[0]
    let list = makePriceList(
      albums: [bowie, bowie, Album.placeholders[1], bowie, Album.placeholders[3], bowie],
      service: DollarPriceService())
    #expect(
      list.rows == [
        "Best of Bowie: ¥67.93", "Best of Bowie: ¥67.93", "It's My Life: ¥84.93",
        "Best of Bowie: ¥67.93", "Staring at the Sun: not for sale", "Best of Bowie: ¥67.93",
      ], "one row per album listed, an album listed four times in four rows")
    #expect(
      list.total == "Total: ¥356.65",
      "the total adds every row for sale: Best of Bowie listed four times counts four times")
  }

  @Test func aListWithNothingForSaleTotalsNothing() {
    let unpriced = makePriceList(
      albums: [Album.placeholders[3]], service: DollarPriceService())
    #expect(unpriced.rows == ["Staring at the Sun: not for sale"])
    #expect(unpriced.total == "Total: ¥0.00")
    let service = DollarPriceService()
    service.setPrice(inCents: 0, forTitle: "Staring at the Sun")
    let free = makePriceList(albums: [Album.placeholders[3]], service: service)
    #expect(
      free.rows == ["Staring at the Sun: ¥0.00"] && free.total == "Total: ¥0.00",
      "a price of 0 is a price: the free album is for sale at ¥0.00; only nil is not for sale")
    service.setPrice(inCents: -249, forTitle: "Staring at the Sun")
    let credited = makePriceList(albums: [Album.placeholders[3]], service: service)
    #expect(
      credited.rows == ["Staring at the Sun: -¥16.93"] && credited.total == "Total: -¥16.93",
      "a price below 0 is a price too, converted and counted as any other; only nil is not for sale"
    )
  }

  @Test func eachTitleIsLookedUpExactlyAsItIs() {
    let titles = [
      " Best of Bowie", "Best of Bowie ", "best of bowie", "BEST OF BOWIE", "Best  of Bowie",
      "Best of Bowie\n", "\tBest of Bowie", "It\u{2019}s My Life", "It\\'s My Life",
      "Nothing Like The Sun" + String(repeating: " ", count: 500) + "(Remastered)",
      "Best of Bowie",
    ]
    let service = DollarPriceService()
    service.setPrice(inCents: 999, forTitle: "")
    let list = makePriceList(
      albums: (titles + [""]).map {
        Album(title: $0, artist: "", genre: "", coverURL: "", year: "")
      }, service: service)
    #expect(
      list.rows
        == titles.dropLast().map { "\($0): not for sale" } + ["Best of Bowie: ¥67.93", ": ¥67.93"],
      """
      the service is asked for each title exactly as it is, spaces, case and apostrophes \
      included, an empty title too: only "Best of Bowie" itself and "" have a price
      """)
    #expect(list.total == "Total: ¥135.86", "only the exact titles are for sale")
  }

  @Test func aPriceChangedWhileTheListIsOpenShowsTheNextTimeItIsRead() {
    let service = DollarPriceService()
    let list = makePriceList(albums: Album.placeholders, service: service)
    #expect(list.rows[0] == "Best of Bowie: ¥67.93")
    #expect(list.total == "Total: ¥275.53")
    service.setPrice(inCents: 1099, forTitle: "Best of Bowie")
    service.setPrice(inCents: 500, forTitle: "Staring at the Sun")
    service.setPrice(inCents: nil, forTitle: "American Pie")
    #expect(
      list.rows == [
        "Best of Bowie: ¥74.73",
        "It's My Life: ¥84.93",
        "Nothing Like The Sun: ¥54.33",
        "Staring at the Sun: ¥34.00",
        "American Pie: not for sale",
      ],
      """
      the back office changed three prices while the list was open: the rows ask for each price \
      every time they are read, so nothing may remember an old one
      """)
    #expect(
      list.total == "Total: ¥247.99",
      "the total asks for the prices every time it is read too")
  }

  @Test func eachRowAndTheTotalAskForEachPriceOnce() {
    let service = DollarPriceService()
    let list = makePriceList(albums: Album.placeholders, service: service)
    _ = list.rows
    #expect(
      service.askCount == 5,
      "the rows ask once per album: a second ask could find the price taken off sale")
    _ = list.total
    #expect(service.askCount == 10, "and so does the total")
  }

  @Test func anEmptyListHasNoRows() {
    let empty = makePriceList(albums: [], service: DollarPriceService())
    #expect(empty.rows == [])
    #expect(empty.total == "Total: ¥0.00")
  }
}
