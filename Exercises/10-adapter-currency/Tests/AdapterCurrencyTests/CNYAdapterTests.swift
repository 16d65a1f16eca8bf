import Foundation
import Testing

@testable import AdapterCurrency

@Suite struct CNYAdapterTests {
  @Test func theObjectAdapterTurns1000DollarsInto6800Yuan() {
    let adapter = CNYObjectAdapter(adaptee: USDAdaptee(usd: 1000))
    #expect(adapter.cny == 6800, "1000 USD × 6.8 = 6800 CNY")
  }

  @Test func theClassAdapterTurns1000DollarsInto6800Yuan() {
    #expect(CNYClassAdapter(usd: 1000).cny == 6800, "1000 USD × 6.8 = 6800 CNY")
  }

  @Test func aClassAdapterLetGoIsFreed() {
    weak var released: CNYClassAdapter?
    do {
      let adapter = CNYClassAdapter(usd: 1000)
      released = adapter
      #expect(adapter.cny == 6800)
      #expect(adapter.cny == 6800, "asked twice: whatever it makes to answer must not hold it")
    }
    #expect(
      released == nil,
      "a class adapter is its own adaptee: it converts its own usd and keeps nothing that holds it, so once let go it is freed"
    )
  }

  @Test func centsConvertExactly() {
    let adapter = CNYObjectAdapter(adaptee: USDAdaptee(usd: Decimal(string: "12.50") ?? 0))
    #expect(adapter.cny == 85, "12.50 USD × 6.8 = 85.00 CNY, with no floating-point error")
  }

  @Test(arguments: [
    ("0.01", "0.07"), ("19.99", "135.93"), ("0.005", "0.03"), ("0.0125", "0.09"),
    ("3.0625", "20.83"), ("0.02125", "0.14"),
  ])
  func yuanAreRoundedToTheFen(usd: String, cny: String) {
    let dollars = Decimal(string: usd) ?? 0
    let yuan = Decimal(string: cny) ?? 0
    #expect(
      CNYObjectAdapter(adaptee: USDAdaptee(usd: dollars)).cny == yuan,
      "\(usd) USD × 6.8, rounded once to the nearest 0.01 (a half away from zero), is \(cny) CNY")
    #expect(CNYClassAdapter(usd: dollars).cny == yuan)
  }

  @Test func theAdapteeIsLeftAsItWas() {
    let dollars = USDAdaptee(usd: 1000)
    _ = CNYObjectAdapter(adaptee: dollars).cny
    #expect(dollars.usd == 1000)
  }

  @Test func thePriceListAddsBothKindsOfAdapter() {
    let prices: [any CNYTarget] = [
      CNYObjectAdapter(adaptee: USDAdaptee(usd: 1000)),
      CNYClassAdapter(usd: Decimal(string: "0.01") ?? 0),
    ]
    #expect(
      total(of: prices) == Decimal(string: "6800.07"),
      "the client adds any CNYTarget, whichever kind of adapter it is")
  }

  @Test func theProductIsTakenInDecimal() {
    let dollars = Decimal(string: "0.0875") ?? 0
    let yuan = Decimal(string: "0.60") ?? 0
    #expect(
      CNYObjectAdapter(adaptee: USDAdaptee(usd: dollars)).cny == yuan,
      "money is never a Double: 0.0875 USD × 6.8 is 0.595 exactly in Decimal, so 0.60 CNY")
    #expect(CNYClassAdapter(usd: dollars).cny == yuan)
  }

  @Test(arguments: [("-0.0125", "-0.09"), ("-3.0625", "-20.83")])
  func aNegativeHalfGoesAwayFromZero(usd: String, cny: String) {
    let dollars = Decimal(string: usd) ?? 0
    let yuan = Decimal(string: cny) ?? 0
    #expect(
      CNYObjectAdapter(adaptee: USDAdaptee(usd: dollars)).cny == yuan,
      "\(usd) USD × 6.8 rounds a half away from zero, down for a negative amount: \(cny) CNY")
    #expect(CNYClassAdapter(usd: dollars).cny == yuan)
  }

  @Test func theClassAdapterIsAUSDAdaptee() {
    let price: Any = CNYClassAdapter(usd: 1000)
    #expect(
      (price as? USDAdaptee)?.usd == 1000,
      "CNYClassAdapter is a USDAdaptee (a subclass): whatever takes a USDAdaptee takes it")
  }

  /// Read through `Mirror`, so an adapter without such a property still compiles, and fails
  /// here with the README's words rather than breaking the build of the tests.
  @Test func theObjectAdapterConvertsTheDollarsItsAdapteeHasNow() {
    let dollars = USDAdaptee(usd: 1000)
    let adapter = CNYObjectAdapter(adaptee: dollars)
    dollars.usd = 10
    #expect(
      adapter.cny == 68,
      "the object adapter converts the usd its adaptee has now, not a copy taken when it was made: 10 USD is 68 CNY"
    )
    dollars.usd = 20
    #expect(
      adapter.cny == 136,
      "each read converts the usd the adaptee has then, not the yuan worked out at the first read: 20 USD is 136 CNY"
    )
  }

  @Test func theClassAdapterConvertsTheDollarsItHasNow() {
    let adapter = CNYClassAdapter(usd: 1000)
    let before = adapter.cny
    adapter.usd = 10
    #expect(
      before == 6800 && adapter.cny == 68,
      "the class adapter converts its own usd as it is now, each time it is asked: 1000 USD is 6800 CNY, then 10 USD is 68 CNY"
    )
  }

  @Test func theObjectAdapterHoldsTheAdapteeItIsGiven() {
    let dollars = USDAdaptee(usd: 1000)
    let adapter = CNYObjectAdapter(adaptee: dollars)
    let held = Mirror(reflecting: adapter).children.contains {
      ($0.value as? USDAdaptee) === dollars
    }
    #expect(
      held,
      "CNYObjectAdapter holds a USDAdaptee: it keeps the very one it is given, not a copy of its usd"
    )
  }
}
