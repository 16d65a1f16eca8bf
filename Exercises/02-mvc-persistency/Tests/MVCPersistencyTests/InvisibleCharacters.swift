import Testing

/// Every character a tidying answer might strip, escape or rewrite, and a value must keep as
/// given, in the order of their code points: the control characters (C0, with the tab and the
/// line breaks; DEL; C1, with the next line, NEL), the no-break and other odd spaces, the soft
/// hyphen and the other invisible format characters (zero-width space, joiners, word joiner,
/// byte-order mark), the line and paragraph separators, the bidirectional marks, embeddings,
/// overrides and isolates, the variation selectors, the tag characters and a private-use one.
let everyInvisibleCharacter: String = {
  let codePoints: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x7F...0xA0, 0xAD...0xAD, 0x34F...0x34F, 0x61C...0x61C, 0x115F...0x1160,
    0x1680...0x1680, 0x17B4...0x17B5, 0x180B...0x180F, 0x2000...0x200F, 0x2028...0x202F,
    0x205F...0x206F, 0x3000...0x3000, 0x3164...0x3164, 0xE000...0xE000, 0xFE00...0xFE0F,
    0xFEFF...0xFEFF, 0xFFA0...0xFFA0, 0xFFF9...0xFFFC, 0x1D173...0x1D17A, 0xE0001...0xE0001,
    0xE0020...0xE007F, 0xE0100...0xE0100,
  ]
  var text = String.UnicodeScalarView()
  text.append(contentsOf: codePoints.joined().compactMap { Unicode.Scalar($0) })
  return String(text)
}()

/// Every printable ASCII character, from the space to `~`: quotes, a backslash, and what a
/// markup or a table would escape (`&`, `<`, `>`, `|`) among them.
let everyPrintableASCIICharacter = String(
  String.UnicodeScalarView((0x20...0x7E).map { Unicode.Scalar(UInt8($0)) }))

/// Expects `found` to be `given`, scalar for scalar; a failure names the first scalar that
/// differs, as a code point, rather than printing both values whole.
func expectKept(
  _ found: String, as given: String, _ rule: Comment,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let difference = firstDifference(found: found, given: given)
  #expect(difference == nil, rule, sourceLocation: sourceLocation)
}

/// Where `found` first differs from `given`, scalar by scalar, in plain ASCII ("scalar 66 of
/// 431 is U+202B, where U+202A was given"); `nil` when they are the same scalars.
func firstDifference(found: String, given: String) -> String? {
  let found = Array(found.unicodeScalars)
  let given = Array(given.unicodeScalars)
  let kept = zip(found, given).prefix { $0 == $1 }.count
  switch (kept < found.count, kept < given.count) {
  case (true, true):
    return "scalar \(kept + 1) of \(given.count) is \(codePoint(found[kept])), where "
      + "\(codePoint(given[kept])) was given"
  case (false, true):
    return "\(given.count - kept) of \(given.count) scalars are missing, from scalar "
      + "\(kept + 1), \(codePoint(given[kept]))"
  case (true, false):
    return "\(found.count - kept) scalars were added after the \(given.count) given, from "
      + "\(codePoint(found[kept]))"
  case (false, false):
    return nil
  }
}

/// `scalar` as its code point: `U+202A`.
func codePoint(_ scalar: Unicode.Scalar) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
