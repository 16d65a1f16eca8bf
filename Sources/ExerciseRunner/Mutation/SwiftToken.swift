/// One token of Swift source, as the mutation check's lexer sees it.
///
/// The lexer only needs to tell code from what is not code: a mutant must never change a
/// comment or the inside of a string literal, where a change alters no behaviour (or alters a
/// message, which is not what the check is about). So it knows comments, string literals (raw,
/// multi-line, interpolated), numbers, identifiers, operators and punctuation, and no more.
struct SwiftToken: Equatable, Sendable {
  /// What sort of token this is.
  enum Kind: Equatable, Sendable {
    /// A name or keyword, including `@attribute`s, `#directive`s and `` `escaped` `` names.
    case identifier
    /// A number literal; `isDecimalInteger` says whether the off-by-one operator applies.
    case number(isDecimalInteger: Bool)
    /// A whole string literal, interpolations included.
    case string
    /// A `//` or `/* */` comment.
    case comment
    /// An operator: `<`, `&&`, `=`, `->`, `..<`, a postfix `?`...
    case `operator`
    /// Brackets, `,`, `:`, `;` and a member-access `.`.
    case punctuation
    /// Spaces, tabs and line breaks.
    case whitespace
  }

  /// What sort of token this is.
  var kind: Kind
  /// Where the token starts, as an offset into the source's UTF-8 bytes.
  var start: Int
  /// Where the token ends (exclusive), as an offset into the source's UTF-8 bytes.
  var end: Int
  /// The 1-based line the token starts on.
  var line: Int
  /// The 1-based line the token ends on (later than `line` only for comments, strings and
  /// whitespace that span lines).
  var endLine: Int
  /// The token's text.
  var text: String

  /// Whether the token is code the compiler reads (not whitespace or a comment).
  var isSignificant: Bool { kind != .whitespace && kind != .comment }
}
