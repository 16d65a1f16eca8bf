import Testing

@Suite struct LinesTests {
  @Test func textSplitsAtNewlinesOnlyWithoutTheEmptyLineAfterTheLast() {
    #expect(lines(of: "a\nb\r\n\nc\n") == ["a", "b\r", "", "c"])
    #expect(lines(of: "no newline") == ["no newline"])
    #expect(lines(of: "") == [])
  }

  @Test func indentationSharedByEveryLineIsRemoved() {
    #expect(
      removingCommonIndentation(["    func f() {", "      body()", "", "    }"])
        == ["func f() {", "  body()", "", "}"])
  }

  @Test func blankLinesDoNotCountTowardsTheIndentationAndBecomeEmpty() {
    #expect(removingCommonIndentation(["    a", "  ", "    b"]) == ["a", "", "b"])
  }

  @Test func identicalLinesHaveNoDifference() {
    #expect(firstDifference(shown: ["a", "b"], expected: ["a", "b"]) == nil)
  }

  @Test func theFirstDifferingLineIsReported() {
    #expect(
      firstDifference(shown: ["a", "b", "c"], expected: ["a", "B", "C"])
        == LineDifference(index: 1, shown: "b", expected: "B"))
  }

  @Test func linesAreComparedAsBytesNotAsCanonicallyEquivalentStrings() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)  // Swift's String equality forgives this; the checker must not.
    #expect(
      firstDifference(shown: [composed], expected: [decomposed])
        == LineDifference(index: 0, shown: composed, expected: decomposed))
  }

  @Test func aListThatEndsFirstDiffersWhereItEnds() {
    #expect(
      firstDifference(shown: ["a"], expected: ["a", "b"])
        == LineDifference(index: 1, shown: nil, expected: "b"))
    #expect(
      firstDifference(shown: ["a", "b"], expected: ["a"])
        == LineDifference(index: 1, shown: "b", expected: nil))
  }

  @Test func quotedLinesShowTheirEdges() {
    #expect(quoted("  x ") == "|  x |")
    #expect(quoted(nil) == "(nothing: it ends before this line)")
  }
}
