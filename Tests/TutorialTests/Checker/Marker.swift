/// The comment on the line directly above a fenced block in a chapter, saying what the block is.
///
/// ```markdown
/// <!-- include: Sources/MVC/Model/Album.swift#album -->
/// <!-- include: Sources/Facade/LibraryError.swift -->
/// <!-- historical: 2014 -->
/// <!-- output: MVCDemo -->
/// <!-- output: MVCDemo#lines 1-7 -->
/// ```
///
/// An HTML comment is invisible on GitHub and in most markdown viewers, so a marker tells the
/// checker what the block quotes without the reader ever seeing it.
enum Marker: Equatable {
  /// The block quotes a Swift source file: the region `region`, or the whole file when `nil`.
  /// The path is relative to the package root.
  case include(path: String, region: String?)
  /// The block is the original tutorial's code, from `year`, shown for comparison only.
  case historical(year: Int)
  /// The block is a demo's output: its whole golden file, or the 1-based, inclusive `lines`.
  case output(demo: String, lines: ClosedRange<Int>?)

  /// The kinds of marker, in the words the comments use.
  static let kinds = ["include", "historical", "output"]

  /// Reads the marker in `line`.
  ///
  /// - Returns: `nil` when `line` is not a comment of the form `<!-- word: value -->` (a
  ///   chapter may hold other comments).
  /// - Throws: ``MarkerError`` when it is such a comment but not a valid marker.
  static func parse(_ line: String) throws(MarkerError) -> Marker? {
    let trimmed = line.trimmingWhitespace()
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else {
      return nil
    }
    let body = String(trimmed.dropFirst(4).dropLast(3)).trimmingWhitespace()
    guard let colon = body.firstIndex(of: ":") else { return nil }
    let kind = String(body[..<colon]).trimmingWhitespace()
    let value = String(body[body.index(after: colon)...]).trimmingWhitespace()
    guard !kind.isEmpty, !kind.contains(" ") else { return nil }
    switch kind {
    case "include": return try include(value, written: trimmed)
    case "historical": return try historical(value, written: trimmed)
    case "output": return try output(value, written: trimmed)
    default:
      throw MarkerError(
        "'\(trimmed)' is not a marker this checker knows; the markers are "
          + Marker.kinds.map { "'\($0):'" }.joined(separator: ", "))
    }
  }

  /// `path` or `path#region`.
  private static func include(_ value: String, written: String) throws(MarkerError) -> Marker {
    let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let region = parts.count == 2 ? String(parts[1]) : nil
    guard !path.isEmpty, !path.contains(" "), region.map(isRegionName) ?? true else {
      throw MarkerError(
        "'\(written)' should name a file and, optionally, a region: "
          + "<!-- include: Sources/<path>.swift#<region> -->")
    }
    return .include(path: path, region: region)
  }

  /// A year such as `2014`.
  private static func historical(_ value: String, written: String) throws(MarkerError) -> Marker {
    guard value.count == 4, value.allSatisfy(\.isASCIIDigit), let year = Int(value) else {
      throw MarkerError(
        "'\(written)' should give the listing's year: <!-- historical: 2014 -->")
    }
    return .historical(year: year)
  }

  /// `Demo` or `Demo#lines A-B`.
  private static func output(_ value: String, written: String) throws(MarkerError) -> Marker {
    let error = MarkerError(
      "'\(written)' should name a demo and, optionally, a line range: "
        + "<!-- output: MVCDemo --> or <!-- output: MVCDemo#lines 1-7 -->")
    let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let demo = String(parts[0])
    guard !demo.isEmpty, demo.allSatisfy({ $0.isLetter || $0.isNumber }) else { throw error }
    guard parts.count == 2 else { return .output(demo: demo, lines: nil) }
    let range = parts[1]
    guard range.hasPrefix("lines ") else { throw error }
    let bounds = range.dropFirst("lines ".count).split(separator: "-")
    guard bounds.count == 2, bounds.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let first = Int(bounds[0]), let last = Int(bounds[1]), 1 <= first, first <= last
    else { throw error }
    return .output(demo: demo, lines: first...last)
  }

  /// Region names are one word: letters, digits, `-`, `_` and `.`.
  static func isRegionName(_ name: String) -> Bool {
    !name.isEmpty
      && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-_.".contains($0) }
  }
}

/// Why a comment that looks like a marker is not a valid one.
struct MarkerError: Error, Equatable {
  /// What is wrong, with the form the marker should take.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

extension Character {
  /// Whether this is one of the ten ASCII digits (`Character.isNumber` also accepts "½" and "四").
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// The string without the spaces and tabs around it.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
