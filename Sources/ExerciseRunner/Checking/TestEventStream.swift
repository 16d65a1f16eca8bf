import Foundation

/// What a Swift Testing run reported, read from its JSON event stream.
///
/// `swift test --event-stream-output-path FILE --event-stream-version 0` writes one JSON record
/// per line: each test, then events as they happen (`runStarted`, `testStarted`,
/// `issueRecorded`, `testEnded`, `runEnded`). Reading these instead of the human-readable log
/// gives each failed expectation's exact message and place, and tells a crash (a run that
/// started and never ended) from a failure.
struct TestEventStream {
  /// Whether the test run started, which means the tests built.
  private(set) var runStarted = false
  /// Whether the test run ended; a run that started and never ended crashed.
  private(set) var runEnded = false
  /// How many test functions there are.
  private(set) var testCount = 0
  /// Every unexpected issue, in the order recorded.
  private(set) var failures: [FailedExpectation] = []
  /// The tests that started and have not ended, most recent last.
  private(set) var unfinishedTests: [String] = []

  /// Reads the event stream's lines; lines that are not records are skipped.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - packageFolder: The exercise's folder; paths inside it are shown relative to it.
  init(_ text: String, packageFolder: URL) {
    var names: [String: String] = [:]
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        testCount += 1
        if let id = payload.id { names[id] = payload.displayName ?? payload.name ?? id }
      case ("event", "runStarted"):
        runStarted = true
      case ("event", "runEnded"):
        runEnded = true
      case ("event", "testStarted"):
        unfinishedTests.append(name(of: payload.testID, in: names))
      case ("event", "testEnded"):
        let test = name(of: payload.testID, in: names)
        if let index = unfinishedTests.lastIndex(of: test) { unfinishedTests.remove(at: index) }
      case ("event", "issueRecorded") where payload.issue?.isKnown != true:
        let messages = payload.messages ?? []
        failures.append(
          FailedExpectation(
            test: name(of: payload.testID, in: names),
            location: payload.issue?.sourceLocation?.location(relativeTo: packageFolder),
            message: Self.asWritten(
              messages.first { $0.symbol != "details" }?.text ?? "An issue was recorded."),
            details: messages.filter { $0.symbol == "details" }.map(\.text)))
      default:
        continue
      }
    }
  }

  /// `message` with each `\'` back to `'`: `(title → "It's My Life")`, not `It\'s`.
  ///
  /// Swift Testing shows a captured string as its `debugDescription`, a Swift literal that
  /// escapes `'` although a literal never needs to. That escape alone is undone; the ones a
  /// literal does need (`\"`, `\\`, `\n`, `\t`, `\u{...}`...) stay, each pair read whole so
  /// the `\'` in `\\'` (a backslash, then a quote) is left as it is.
  static func asWritten(_ message: String) -> String {
    var result = ""
    var characters = message.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let escaped = characters.next() else {
        result.append(character)
        continue
      }
      if escaped != "'" { result.append(character) }
      result.append(escaped)
    }
    return result
  }

  private func name(of testID: String?, in names: [String: String]) -> String {
    guard let testID else { return "(unknown test)" }
    return names[testID] ?? testID
  }
}

extension TestEventStream {
  /// One line of the stream: ABI version 0 of Swift Testing's JSON records, keeping only the
  /// fields the runner reads.
  private struct Record: Decodable {
    var kind: String
    var payload: Payload
  }

  private struct Payload: Decodable {
    var kind: String
    var id: String?
    var name: String?
    var displayName: String?
    var testID: String?
    var messages: [Message]?
    var issue: Issue?
  }

  private struct Message: Decodable {
    var symbol: String
    var text: String
  }

  private struct Issue: Decodable {
    var isKnown: Bool?
    var sourceLocation: Location?
  }

  private struct Location: Decodable {
    var filePath: String?
    var fileID: String
    var line: Int
    var column: Int

    enum CodingKeys: String, CodingKey {
      case filePath = "_filePath"
      case fileID, line, column
    }

    func location(relativeTo folder: URL) -> SourceLocation {
      SourceLocation(
        path: filePath.map { relativePath($0, to: folder) } ?? fileID, line: line, column: column)
    }
  }
}

/// `path` relative to `folder` when it is inside it, else `path` unchanged.
func relativePath(_ path: String, to folder: URL) -> String {
  let prefix = folder.standardizedFileURL.path + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
