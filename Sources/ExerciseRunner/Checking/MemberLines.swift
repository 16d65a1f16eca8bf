/// Which lines of a file a member-level must-not-mention check reads: the lines that declare
/// the members of one declaration, such as what `struct Memento` declares, and none of the
/// bodies of those members nor the rest of the file.
///
/// A check that reads every line cannot say "the memento has no property but its fields": the
/// screen around the memento has properties of its own, and a computed property's body has
/// locals. With ``opener``, the check reads only the lines at the first level inside the
/// braces of each declaration whose opening line matches it, in the order of the file; an
/// extension of the same type is another such declaration when the opener matches it too.
///
/// It counts braces outside string literals (`Substring.indicesOutsideStringLiterals`), one
/// line at a time, in the lines `String.codeLines` gives: a `{` in a comment, a `/* … */` block
/// too, is not counted, but one inside a multi-line string is.
///
/// With ``topLevelOnly``, it reads the other way round: only the lines outside every brace, the
/// file's own declarations, however indented (inside an `#if DEBUG` block, say). "`Logger.swift`
/// declares `Logger` and nothing beside it" must see a free function there, and not the
/// members of `Logger`.
///
/// With ``excludesOpened``, the opener's declarations are the lines left out, and every other
/// line is read: a `private extension`'s members are private whatever their own lines say, so
/// "no function but `restore(from:)` takes a memento, unless it is `private`" skips them.
struct MemberLines {
  /// The opening line of the declarations whose members are read; `nil` reads every line.
  let opener: Regex<AnyRegexOutput>?
  /// Whether only the file's top level is read, the lines outside every brace.
  let topLevelOnly: Bool
  /// Whether the lines inside what ``opener`` opens are left out, the rest read, rather than
  /// the members alone read.
  let excludesOpened: Bool
  /// How many braces are open before the line being read.
  private var depth = 0
  /// The depth of the declaration whose opening line matched, until its `{` opens.
  private var pendingOpener: Int?
  /// The depth of the members' lines while inside a matching declaration's body.
  private var membersDepth: Int?

  /// Reads every line when `opener` is `nil` and `topLevelOnly` is `false`, else the members
  /// of what `opener` opens (every line but those inside it, when `excludesOpened`), or the
  /// file's top level.
  init(
    opener: Regex<AnyRegexOutput>?, topLevelOnly: Bool = false, excludesOpened: Bool = false
  ) {
    self.opener = opener
    self.topLevelOnly = topLevelOnly
    self.excludesOpened = excludesOpened
  }

  /// Whether the check reads `code`, one line of the file without its comment (or a
  /// ``LogicalLine``); call it for every line, in order, since it follows the braces.
  mutating func reads(_ code: Substring) -> Bool {
    if topLevelOnly {
      let isTopLevel = depth == 0
      for index in code.indicesOutsideStringLiterals {
        if code[index] == "{" { depth += 1 } else if code[index] == "}" { depth -= 1 }
      }
      return isTopLevel
    }
    guard let opener else { return true }
    let isMember = membersDepth == depth
    let isInside = membersDepth.map { depth >= $0 } ?? false
    if membersDepth == nil, pendingOpener == nil, code.firstMatch(of: opener) != nil {
      pendingOpener = depth
    }
    for index in code.indicesOutsideStringLiterals {
      if code[index] == "{" {
        depth += 1
        if let opening = pendingOpener, depth == opening + 1 {
          membersDepth = depth
          pendingOpener = nil
        }
      } else if code[index] == "}" {
        depth -= 1
        if let members = membersDepth, depth < members {
          membersDepth = nil
        }
      }
    }
    return excludesOpened ? !isInside : isMember
  }
}
