import Foundation

/// The text `swift test` printed, read for what the event stream cannot say: why the build
/// failed, and why a crashed run crashed.
struct BuildLog {
  /// The log's lines.
  let lines: [Substring]
  /// The exercise's folder; paths inside it are shown relative to it.
  let packageFolder: URL

  init(_ text: String, packageFolder: URL) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    self.packageFolder = packageFolder
  }

  /// The compiler's errors, each once (the compiler can report one error twice: once while
  /// emitting the module, once while compiling the file), each with the notes printed under it.
  ///
  /// Errors with a place come first; an error without one (a broken `Package.swift`, say) is
  /// kept only when there is nothing better, and SwiftPM's own closing `error: fatalError`
  /// never is.
  var compilerErrors: [CompilerError] {
    var located: [CompilerError] = []
    var unlocated: [CompilerError] = []
    // The error the lines being read belong to, until a blank line or the next diagnostic.
    var current: Int?
    for line in lines {
      if let match = line.firstMatch(of: /^(.+?):(\d+):(\d+): error: (.*?)(?: \[#[\w-]+\])?$/),
        let lineNumber = Int(match.2), let column = Int(match.3)
      {
        let location = SourceLocation(
          path: relativePath(String(match.1), to: packageFolder), line: lineNumber,
          column: column)
        let error = CompilerError(location: location, message: String(match.4))
        current = located.firstIndex { $0.location == location && $0.message == error.message }
        if current == nil {
          located.append(error)
          current = located.indices.last
        }
      } else if let match = line.firstMatch(of: /^error: (.*)$/), match.1 != "fatalError" {
        current = nil
        let error = CompilerError(location: nil, message: String(match.1))
        if !unlocated.contains(error) { unlocated.append(error) }
      } else if let index = current, let note = Self.note(in: line) {
        // A note printed twice (the error was) is kept once.
        if !located[index].notes.contains(note) { located[index].notes.append(note) }
      } else if line.trimmingCharacters(in: .whitespaces).isEmpty
        || line.contains(": warning: ")
      {
        current = nil
      }
    }
    return located.isEmpty ? unlocated : located
  }

  /// The note or fix-it on `line`, as the compiler prints it under its error: in the source
  /// excerpt (`  |  |- note: convert 'shared' to a 'let' constant`) or on a line of its own
  /// (`/p/Sources/X/X.swift:2:14: note: ...`, the older style).
  private static func note(in line: Substring) -> String? {
    if let match = line.firstMatch(of: /^\s*\d*\s*\|[\s|]*[|`]- (note|fix-it|remark): (.*)$/) {
      return "\(match.1): \(match.2)"
    }
    if let match = line.firstMatch(of: /^.+?:\d+:\d+: (note|fix-it|remark): (.*)$/) {
      return "\(match.1): \(match.2)"
    }
    return nil
  }

  /// The compiler's warnings that have a place, each once, in the order printed.
  ///
  /// SwiftPM only compiles what changed, so a warning shows on the first build after the
  /// edit that causes it, not on every build.
  var compilerWarnings: [CompilerWarning] {
    var warnings: [CompilerWarning] = []
    for line in lines {
      // The compiler may end with the warning's group, `[#no-usage]`: noise to a learner.
      guard let match = line.firstMatch(of: /^(.+?):(\d+):(\d+): warning: (.*?)(?: \[#[\w-]+\])?$/),
        let lineNumber = Int(match.2), let column = Int(match.3)
      else { continue }
      let location = SourceLocation(
        path: relativePath(String(match.1), to: packageFolder), line: lineNumber, column: column)
      let warning = CompilerWarning(location: location, message: String(match.4))
      if !warnings.contains(warning) { warnings.append(warning) }
    }
    return warnings
  }

  /// The runtime's reason for a crash: `Index out of range` from
  /// `Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`.
  var crashReason: String? {
    for line in lines {
      if let range = line.range(of: "Fatal error: ") {
        let reason = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return reason.isEmpty ? "Fatal error" : reason
      }
    }
    return lines.first { $0.contains("*** Program crashed: ") }
      .map { String($0.split(separator: "*** Program crashed: ").last ?? $0) }
      .map { $0.replacingOccurrences(of: " ***", with: "") }
  }

  /// Where the learner should look after a crash: the innermost frame of its backtrace in the
  /// exercise's `Sources/`, else the innermost in its tests.
  ///
  /// A trap inside a test's own helper (a data source asked for a card that does not exist)
  /// is the learner's code calling it wrongly, so the line to show is the learner's call.
  var crashLocation: SourceLocation? {
    let frames = crashFrames
    return frames.first { $0.path.hasPrefix("Sources/") } ?? frames.first
  }

  /// The frames of the crash's backtrace in the exercise's package, innermost first, with
  /// paths relative to it.
  private var crashFrames: [SourceLocation] {
    let folder = packageFolder.standardizedFileURL.path + "/"
    return lines.compactMap { line in
      guard let match = line.firstMatch(of: #/ at (/.+?):(\d+)(?::(\d+))?$/#),
        match.1.hasPrefix(folder), let lineNumber = Int(match.2)
      else { return nil }
      return SourceLocation(
        path: relativePath(String(match.1), to: packageFolder), line: lineNumber,
        column: match.3.flatMap { Int($0) } ?? 1)
    }
  }
}
