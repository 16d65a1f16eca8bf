extension String {
  /// How many terminal columns the string takes: two for a wide (CJK) character, one for any
  /// other.
  ///
  /// `list` pads its columns with this, so a Chinese status lines up. BlueKit's `TerminalText`
  /// measures text the same way for the app, but the runner depends on no module of the kit it
  /// checks (a broken BlueKit must not stop `kit` from running), so it keeps these few lines.
  var displayWidth: Int {
    unicodeScalars.reduce(0) { width, scalar in width + (scalar.isWide ? 2 : 1) }
  }
}

extension Unicode.Scalar {
  /// Whether a terminal draws the scalar two columns wide: the East Asian Wide and Fullwidth
  /// blocks the kit's Chinese text uses.
  fileprivate var isWide: Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo
      0x2E80...0x303E,  // CJK radicals, symbols and punctuation
      0x3041...0x33FF,  // Kana, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60,  // Fullwidth forms
      0xFFE0...0xFFE6,  // Fullwidth signs
      0x20000...0x3FFFD:  // CJK extensions B and later
      true
    default: false
    }
  }
}
