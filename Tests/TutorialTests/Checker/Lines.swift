/// The lines of `text`, split at every "\n", without the empty line a final newline leaves.
///
/// Only "\n" splits: a stray "\r" stays in its line, so it shows up as a difference instead of
/// being forgiven. The split is on bytes, because to `String` "\r\n" is one character that
/// contains no "\n".
func lines(of text: String) -> [String] {
  var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  if lines.last == "" { lines.removeLast() }
  return lines
}

/// Whether a line holds nothing but spaces and tabs.
func isBlank(_ line: String) -> Bool {
  line.allSatisfy { $0 == " " || $0 == "\t" }
}

/// `lines` with the indentation they all share removed, and blank lines made empty.
///
/// A region inside a type or a function is indented in its source file; a chapter shows it
/// from the left margin, the way a reader would type it.
func removingCommonIndentation(_ lines: [String]) -> [String] {
  let indentations = lines.filter { !isBlank($0) }.map { line in
    line.prefix { $0 == " " || $0 == "\t" }.count
  }
  let common = indentations.min() ?? 0
  return lines.map { isBlank($0) ? "" : String($0.dropFirst(common)) }
}

/// Where two lists of lines first differ.
struct LineDifference: Equatable {
  /// The 0-based position of the first line that differs.
  var index: Int
  /// The shown line there, or `nil` when the shown lines end first.
  var shown: String?
  /// The expected line there, or `nil` when the expected lines end first.
  var expected: String?
}

/// The first line where `shown` and `expected` differ, or `nil` when they are byte-identical.
///
/// Lines are compared as UTF-8 bytes, not as Swift strings: `String`'s `==` calls "é" written as
/// one scalar equal to "e" followed by a combining accent, and a chapter must show the bytes the
/// source holds.
func firstDifference(shown: [String], expected: [String]) -> LineDifference? {
  for index in 0..<max(shown.count, expected.count) {
    let left = index < shown.count ? shown[index] : nil
    let right = index < expected.count ? expected[index] : nil
    if let left, let right, left.utf8.elementsEqual(right.utf8) { continue }
    return LineDifference(index: index, shown: left, expected: right)
  }
  return nil
}

/// A line quoted between bars, so leading and trailing spaces can be seen.
func quoted(_ line: String?) -> String {
  line.map { "|\($0)|" } ?? "(nothing: it ends before this line)"
}
