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
