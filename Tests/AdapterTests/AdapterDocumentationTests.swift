import Adapter
import Foundation
import Testing

/// The usage example in the module's documentation (`Documentation.docc/Adapter.md`), run.
@Suite struct AdapterDocumentationTests {
  @Test func theCurrencyExampleGivesTheValuesItShows() throws {
    func priceTag(_ price: some CNYTarget) -> String { "¥\(price.cny)" }

    let wallet = USDAdaptee(usd: 1_000)
    #expect(priceTag(CNYObjectAdapter(adapting: wallet)) == "¥6800")

    let price = CNYClassAdapter(usd: 1_000)
    #expect(price.usd == 1_000)
    #expect(priceTag(price) == "¥6800")

    let rate = try ExchangeRate(cnyPerUSD: Decimal(725) / 100)
    #expect(priceTag(CNYObjectAdapter(adapting: wallet, rate: rate)) == "¥7250")
  }
}
