/// Text made safe for a terminal and measured in its columns: the one way text reaches a canvas.
///
/// Album titles, genres, cover art and script lines come from files and from users, and a
/// terminal obeys what it is sent: an escape (`ESC [ 2 J`) clears the screen, `ESC ] 0 ; …`
/// renames the window, a newline breaks the frame. So every control character becomes a visible
/// stand-in (see `placeholder(for:)`), and the text always stays on one line.
///
/// A terminal also gives some characters two columns (Chinese, Japanese and Korean characters,
/// fullwidth forms, most emoji) and some none (combining accents, joiners, variation selectors).
/// The text is measured per `Character`, a grapheme cluster, which is what a terminal draws in
/// one go (see ``columns(of:)``), so that rows line up.
///
/// ```swift
/// TerminalText("Bad\u{1B}[2J").description  // "Bad␛[2J"
/// TerminalText("我的生活").width                // 8
/// ```
public struct TerminalText: Hashable, Sendable, CustomStringConvertible {
  /// One character as the terminal draws it, and the columns it takes (1 or 2).
  struct Glyph: Hashable, Sendable {
    let character: Character
    let width: Int
  }

  /// The characters to draw, left to right; characters that take no column on their own are
  /// left out (they have no cell to sit in).
  let glyphs: [Glyph]

  /// Makes `text` safe to draw: control characters replaced, then measured.
  public init(_ text: String) {
    var safe = String.UnicodeScalarView()
    safe.append(contentsOf: text.unicodeScalars.map(Self.displayable))
    glyphs = String(safe).compactMap { character in
      let width = Self.columns(of: character)
      return width > 0 ? Glyph(character: character, width: width) : nil
    }
  }

  private init(glyphs: some Sequence<Glyph>) {
    self.glyphs = Array(glyphs)
  }

  /// The columns the text takes on a terminal.
  public var width: Int { glyphs.reduce(0) { $0 + $1.width } }

  /// The safe text itself, one line with no control characters, to print where no canvas is.
  public var description: String { String(glyphs.map(\.character)) }

  /// The longest start of the text that fits in `columns`.
  ///
  /// A two-column character that would need one column more than is left is left out whole,
  /// never cut in half, so the result may be one column narrower than asked.
  public func prefix(columns: Int) -> TerminalText {
    var remaining = columns
    return TerminalText(
      glyphs: glyphs.prefix { glyph in
        remaining -= glyph.width
        return remaining >= 0
      })
  }

  /// The stand-in a terminal is shown in place of `scalar`, or `nil` when `scalar` is safe to
  /// show as it is.
  ///
  /// C0 controls (U+0000–U+001F: newline, carriage return, escape, bell…) and DEL become their
  /// Unicode control pictures (U+2400–U+2421: `␊`, `␍`, `␛`, `␇`, `␡`), so a reader sees what
  /// was in the data. C1 controls (U+0080–U+009F, which some terminals obey as escapes) and the
  /// line and paragraph separators (U+2028, U+2029) have no picture of their own and become
  /// `␦` (U+2426, the symbol for a substituted character). Every stand-in is one column wide in
  /// every terminal: their East Asian Width is Neutral, where U+FFFD `�` or a middle dot are
  /// Ambiguous and take two columns in a terminal set up for Chinese.
  static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? substitute
    case 0x7F: "\u{2421}"
    case 0x80...0x9F, 0x2028, 0x2029: substitute
    default: nil
    }
  }

  /// `␦`, the stand-in for a control character that has no picture of its own.
  private static let substitute: Unicode.Scalar = "\u{2426}"

  private static func displayable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    placeholder(for: scalar) ?? scalar
  }
}
