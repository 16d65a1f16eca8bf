import Adapter
import Foundation
import Testing

/// `CNYObjectAdapter`: dollars held by reference, shown as yuan.
@Suite struct CNYObjectAdapterTests {
  @Test func aThousandDollarsShowAsSixThousandEightHundredYuan() {
    let adapter = CNYObjectAdapter(adapting: USDAdaptee(usd: 1_000))
    #expect(adapter.cny == 6_800)
    #expect(adapter.rate == .standard)
  }

  @Test func aCustomRateIsUsed() throws {
    let rate = try ExchangeRate(cnyPerUSD: exact("7.25"))
    let adapter = CNYObjectAdapter(adapting: USDAdaptee(usd: 1_000), rate: rate)
    #expect(adapter.cny == 7_250)
    #expect(adapter.rate == rate)
  }

  @Test func aChangeToTheAdapteeShowsThroughTheAdapter() {
    let wallet = USDAdaptee(usd: 1_000)
    let adapter = CNYObjectAdapter(adapting: wallet)
    wallet.usd = 2_000
    #expect(adapter.cny == 13_600)
  }

  @Test func theAdapteeKeepsItsDollars() {
    let wallet = USDAdaptee(usd: 1_000)
    _ = CNYObjectAdapter(adapting: wallet).cny
    #expect(wallet.usd == 1_000)
  }

  @Test func itAdaptsASubclassOfTheAdapteeToo() {
    let adapter = CNYObjectAdapter(adapting: CNYClassAdapter(usd: 1_000))
    #expect(adapter.cny == 6_800)
  }
}
