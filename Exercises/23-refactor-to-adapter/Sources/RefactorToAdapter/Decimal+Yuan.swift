import Foundation

extension Decimal {
  /// The amount rounded to the fen, 0.01 yuan: to the nearest, and a half away from zero.
  func roundedToFen() -> Decimal {
    var value = self
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain)
    return rounded
  }

  /// The amount as the screen writes yuan: "¥67.93", always with two digits of fen.
  var yuanText: String {
    let fen = NSDecimalNumber(decimal: roundedToFen() * 100).intValue
    let digits = abs(fen)
    let fenDigits = digits % 100 < 10 ? "0\(digits % 100)" : "\(digits % 100)"
    return (fen < 0 ? "-" : "") + "¥\(digits / 100).\(fenDigits)"
  }
}
