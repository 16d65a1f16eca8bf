import Adapter
import Foundation
import Testing

/// `CNYClassAdapter`: one object that is dollars (by inheritance) and yuan (by conformance).
@Suite struct CNYClassAdapterTests {
  @Test func aThousandDollarsShowAsSixThousandEightHundredYuan() {
    let adapter = CNYClassAdapter(usd: 1_000)
    #expect(adapter.cny == 6_800)
    #expect(adapter.rate == .standard)
  }

  @Test func aCustomRateIsUsed() throws {
    let rate = try ExchangeRate(cnyPerUSD: exact("7.25"))
    #expect(CNYClassAdapter(usd: 1_000, rate: rate).cny == 7_250)
  }

  @Test func settingItsDollarsChangesItsYuan() {
    let adapter = CNYClassAdapter()
    #expect(adapter.cny == 0)
    adapter.usd = 1_000
    #expect(adapter.cny == 6_800)
  }

  @Test func itGoesWhereTheAdapteeIsExpected() {
    let adaptee: USDAdaptee = CNYClassAdapter(usd: 1_000)
    #expect(dollars(in: adaptee) == 1_000)
  }

  @Test func itGoesWhereTheTargetIsExpected() throws {
    #expect(yuan(of: CNYClassAdapter(usd: 1_000)) == 6_800)
    let targets: [any CNYTarget] = [CNYClassAdapter(usd: 1), CNYClassAdapter(usd: 2)]
    #expect(targets.map(\.cny) == [try exact("6.8"), try exact("13.6")])
  }

  @Test func bothAdaptersAgreeToTheFen() {
    // Every amount from 0.00 to 20.00 dollars, a cent at a time.
    for cents in 0...2_000 {
      let usd = Decimal(cents) / 100
      #expect(CNYClassAdapter(usd: usd).cny == CNYObjectAdapter(adapting: USDAdaptee(usd: usd)).cny)
    }
  }
}

/// A client that only knows dollars.
private func dollars(in adaptee: USDAdaptee) -> Decimal {
  adaptee.usd
}

/// A client that only knows the target.
private func yuan(of target: some CNYTarget) -> Decimal {
  target.cny
}
