/// A Swift source file read for the regions a chapter may quote.
///
/// A region is the lines between two marker comments, each on a line of its own:
///
/// ```swift
/// // tutorial:begin album
/// public struct Album { ... }
/// // tutorial:end album
/// ```
///
/// Marker lines are never part of any region, so regions may nest: a region around a whole type
/// can hold a smaller one around a method, and quoting the type shows neither marker.
struct SwiftSource {
  /// A line of the file with its 1-based number.
  struct NumberedLine: Equatable {
    /// The 1-based line number.
    var number: Int
    /// The line's text.
    var text: String
  }

  /// A complete region: a begin marker and its end marker.
  struct Region: Equatable {
    /// The name both markers give.
    var name: String
    /// The line of the begin marker.
    var beginLine: Int
    /// The line of the end marker.
    var endLine: Int
    /// The lines between them, marker lines of other regions left out.
    var lines: [NumberedLine]
  }

  /// The file's path, relative to the package root, for messages.
  let path: String
  /// The file's lines that are not region markers.
  private(set) var code: [NumberedLine] = []
  /// One past the file's last line.
  private(set) var endLine = 1
  /// The complete regions, in the order they begin.
  private(set) var regions: [Region] = []
  /// Markers that are malformed, duplicated, or missing their other half.
  private(set) var problems: [Problem] = []

  /// The text that starts every marker comment, after the indentation.
  static let markerPrefix = "// tutorial:"

  /// Reads the regions of `text`, the contents of the file at `path`.
  init(path: String, text: String) {
    self.path = path
    var open: [String: Region] = [:]
    var names: [String: Int] = [:]
    var duplicatesOpen: [String: Int] = [:]
    let allLines = lines(of: text)
    endLine = allLines.count + 1
    for (index, text) in allLines.enumerated() {
      let number = index + 1
      let trimmed = text.trimmingWhitespace()
      guard trimmed.hasPrefix(Self.markerPrefix) else {
        let line = NumberedLine(number: number, text: text)
        code.append(line)
        for name in open.keys { open[name]?.lines.append(line) }
        continue
      }
      let words = trimmed.dropFirst(Self.markerPrefix.count).split(separator: " ")
      guard words.count == 2, ["begin", "end"].contains(words[0]),
        Marker.isRegionName(String(words[1]))
      else {
        problem(
          at: number,
          "'\(trimmed)' is not a region marker; write '// tutorial:begin <name>' or "
            + "'// tutorial:end <name>' (a name is letters, digits, '-', '_' and '.')")
        continue
      }
      let name = String(words[1])
      if words[0] == "begin" {
        if let first = names[name] {
          problem(at: number, "region '\(name)' begins again; it already began on line \(first)")
          duplicatesOpen[name, default: 0] += 1
        } else {
          names[name] = number
          open[name] = Region(name: name, beginLine: number, endLine: number, lines: [])
        }
      } else if var region = open.removeValue(forKey: name) {
        region.endLine = number
        regions.append(region)
      } else if let duplicates = duplicatesOpen[name], duplicates > 0 {
        duplicatesOpen[name] = duplicates - 1  // the duplicate's own end: reported already
      } else {
        problem(at: number, "region '\(name)' ends here but never began")
      }
    }
    for region in open.values {
      problem(
        at: region.beginLine,
        "region '\(region.name)' begins here but never ends; add '// tutorial:end \(region.name)'")
    }
    problems.sort { $0.line < $1.line }
    regions.sort { $0.beginLine < $1.beginLine }
  }

  private mutating func problem(at line: Int, _ message: String) {
    problems.append(Problem(file: path, line: line, message: message))
  }

  /// What a chapter quoting `region` (or the whole file, when `nil`) must show: the lines, marker
  /// lines left out and common indentation removed, each with its line in the file.
  ///
  /// - Returns: `nil` when there is no complete region of that name.
  func excerpt(_ region: String?) -> [NumberedLine]? {
    let quoted: [NumberedLine]
    if let region {
      guard let found = regions.first(where: { $0.name == region }) else { return nil }
      quoted = found.lines
    } else {
      quoted = code
    }
    let texts = removingCommonIndentation(quoted.map(\.text))
    return zip(quoted, texts).map { NumberedLine(number: $0.number, text: $1) }
  }

  /// The line just after a region's last line (its end marker), or after the file's last line.
  func lineAfter(_ region: String?) -> Int {
    regions.first { $0.name == region }?.endLine ?? endLine
  }
}
