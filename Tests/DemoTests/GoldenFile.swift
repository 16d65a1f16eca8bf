import Foundation
import Testing

/// Golden files pin each demo's output: `Tests/DemoTests/Golden/<DemoName>.txt`.
///
/// The tutorials quote these same files, so a demo, its golden file and its chapter agree.
/// After a deliberate change, run `UPDATE_GOLDEN=1 swift test --filter DemoTests`: the files are
/// rewritten and the tests still fail once, so nobody commits output they have not read
/// (`git diff Tests/DemoTests/Golden`).
enum GoldenFile {
  /// The folder holding the golden files, found from this source file's path.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The path of the golden file for `name`.
  static func url(named name: String) -> URL {
    folder.appendingPathComponent("\(name).txt")
  }
}

/// Expects `text` to be byte-identical to the golden file `name`.
func expectMatchesGolden(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = GoldenFile.url(named: name)
  if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
      Issue.record(
        "Rewrote \(url.lastPathComponent); read it (git diff) and run the tests again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not write \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = try? Data(contentsOf: url), let golden = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "No golden file at \(url.path). Create it with UPDATE_GOLDEN=1 swift test, then read it.",
      sourceLocation: sourceLocation)
    return
  }
  if text != golden {
    let line = firstDifferingLine(text, golden)
    Issue.record(
      "Output differs from \(url.lastPathComponent) at line \(line). It printed:\n\(text)",
      sourceLocation: sourceLocation)
  }
}

/// The 1-based number of the first line where `a` and `b` differ.
private func firstDifferingLine(_ a: String, _ b: String) -> Int {
  let left = a.split(separator: "\n", omittingEmptySubsequences: false)
  let right = b.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
    return index + 1
  }
  return min(left.count, right.count) + 1
}
