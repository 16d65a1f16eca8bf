import Foundation
import Testing

/// `text` as an exact `Decimal`.
///
/// A float literal would pass through `Double` on its way to `Decimal` and could pick up
/// binary noise, which is the very thing these tests pin down to the fen.
func exact(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Decimal {
  try #require(
    Decimal(string: text), "not a decimal number: \(text)", sourceLocation: sourceLocation)
}
