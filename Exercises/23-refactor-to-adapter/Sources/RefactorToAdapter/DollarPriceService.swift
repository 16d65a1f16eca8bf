import Foundation

/// The store's price service, from the old US back end: it knows every price in US dollars.
///
/// Treat it as another team's code: you use it as it is, and never change it.
final class DollarPriceService {
  /// Each album's price in cents, by title; an album not listed is not for sale.
  private var centsByTitle = [
    "Best of Bowie": 999, "It's My Life": 1249, "Nothing Like The Sun": 799,
    "American Pie": 1005,
  ]

  /// How many prices the app has asked for: the back office bills it for every ask.
  private(set) var askCount = 0

  /// The price of the album called `title`, in US dollars, or `nil` when it is not for sale.
  func priceInDollars(forTitle title: String) -> Decimal? {
    askCount += 1
    return centsByTitle[title].map { Decimal($0) / 100 }
  }

  /// Sets the price of the album called `title` to `cents`, or takes it off sale with `nil`.
  ///
  /// The back office does this while the app runs: the next ask sees the new price.
  func setPrice(inCents cents: Int?, forTitle title: String) {
    centsByTitle[title] = cents
  }
}
