import Foundation

/// The target: what the price list speaks, an amount in Chinese yuan.
protocol CNYTarget {
  /// The amount in yuan (CNY), rounded to the fen (0.01).
  var cny: Decimal { get }
}

/// The client: a price list that adds up amounts in yuan, whatever they started as.
func total(of prices: [any CNYTarget]) -> Decimal {
  prices.reduce(0) { $0 + $1.cny }
}
