import Foundation
import Testing

@testable import ExerciseRunner

/// Event streams as `swift test --event-stream-version 0` writes them, cut to the fields read.
@Suite struct TestEventStreamTests {
  let folder = URL(fileURLWithPath: "/work/Exercises/01-x")

  func test(_ id: String, _ name: String, displayName: String? = nil) -> String {
    let display = displayName.map { #","displayName":"\#($0)""# } ?? ""
    return
      #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"\#(display)},"version":0}"#
  }

  func event(_ kind: String, testID: String? = nil, extra: String = "") -> String {
    let test = testID.map { #","testID":"\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(test)\#(extra)},"version":0}"#
  }

  var issue: String {
    #"""
    ,"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/work\/Exercises\/01-x\/Tests\/XTests\/XTests.swift","fileID":"XTests\/XTests.swift","line":12,"column":5}},"messages":[{"symbol":"fail","text":"Expectation failed: (x → 41) == 42"},{"symbol":"details","text":"x is the answer"}]
    """#
  }

  @Test func aPassingRunCountsItsTests() {
    let stream = TestEventStream(
      [
        test("a", "a()"), test("b", "b()"), event("runStarted"), event("testStarted", testID: "a"),
        event("testEnded", testID: "a"), event("runEnded"),
      ].joined(separator: "\n"), packageFolder: folder)
    #expect(stream.runStarted && stream.runEnded)
    #expect(stream.testCount == 2)
    #expect(stream.failures.isEmpty)
  }

  @Test func aFailedExpectationKeepsItsMessageDetailsAndPlace() {
    let stream = TestEventStream(
      [
        test("a", "a()", displayName: "The answer"), event("runStarted"),
        event("issueRecorded", testID: "a", extra: issue), event("runEnded"),
      ].joined(separator: "\n"), packageFolder: folder)
    #expect(
      stream.failures == [
        FailedExpectation(
          test: "The answer",
          location: SourceLocation(path: "Tests/XTests/XTests.swift", line: 12, column: 5),
          message: "Expectation failed: (x → 41) == 42", details: ["x is the answer"])
      ])
  }

  @Test func aKnownIssueIsNotAFailure() {
    let known = issue.replacingOccurrences(of: #""isKnown":false"#, with: #""isKnown":true"#)
    let stream = TestEventStream(
      [event("runStarted"), event("issueRecorded", testID: "a", extra: known), event("runEnded")]
        .joined(separator: "\n"), packageFolder: folder)
    #expect(stream.failures.isEmpty)
  }

  @Test func aRunThatNeverEndedNamesTheTestStillRunning() {
    let stream = TestEventStream(
      [
        test("a", "a()"), test("b", "b()"), event("runStarted"), event("testStarted", testID: "a"),
        event("testStarted", testID: "b"), event("testEnded", testID: "a"),
      ].joined(separator: "\n"), packageFolder: folder)
    #expect(stream.runStarted && !stream.runEnded)
    #expect(stream.unfinishedTests == ["b()"])
  }

  @Test func linesThatAreNotRecordsAreSkipped() {
    let stream = TestEventStream("garbage\n{}\n" + event("runStarted"), packageFolder: folder)
    #expect(stream.runStarted)
  }

  @Test(arguments: [
    (#"(title → "It\'s My Life") == "x""#, #"(title → "It's My Life") == "x""#),
    (#""a\"b\\c\nd\u{1F3B8}""#, #""a\"b\\c\nd\u{1F3B8}""#),
    (#""back\\'slash""#, #""back\\'slash""#),
    (#"keyPath \.title and \(x)"#, #"keyPath \.title and \(x)"#),
    (#"ends with \"#, #"ends with \"#),
  ])
  func valuesAreShownAsWritten(captured: String, shown: String) {
    #expect(TestEventStream.asWritten(captured) == shown)
  }

  @Test func aCapturedApostropheIsShownAsWritten() {
    let escaped = issue.replacingOccurrences(
      of: "(x → 41) == 42", with: #"(title → \"It\\'s\") == \"It's!\""#)
    let stream = TestEventStream(
      [event("runStarted"), event("issueRecorded", testID: "a", extra: escaped), event("runEnded")]
        .joined(separator: "\n"), packageFolder: folder)
    #expect(stream.failures.map(\.message) == [#"Expectation failed: (title → "It's") == "It's!""#])
  }
}
