import Testing

@testable import RefactorToDecorators

/// What the details screen draws, which the refactoring keeps: these pass before you start,
/// and must still pass when you are done.
@Suite struct CoverScreenTests {
  @Test func anAlbumFromBefore2000IsFramedCaptionedAndFramedAgain() {
    #expect(
      coverLines(for: Album.placeholders[0]) == [
        "+-----------------------+",
        "| +-------------------+ |",
        "| | [ Best of Bowie ] | |",
        "| +-------------------+ |",
        "| David Bowie, 1992     |",
        "+-----------------------+",
      ])
  }

  @Test func anAlbumFrom2000OnWearsTheBadgeInsideTheOuterFrame() {
    #expect(
      coverLines(for: Album.placeholders[1]) == [
        "+----------------------+",
        "| ** 2000s **          |",
        "| +------------------+ |",
        "| | [ It's My Life ] | |",
        "| +------------------+ |",
        "| No Doubt, 2003       |",
        "+----------------------+",
      ])
  }

  @Test func theOuterFrameIsAsWideAsTheWidestLineWhereverItIs() {
    let low = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverURL: "low.png", year: "1977")
    #expect(
      coverLines(for: low) == [
        "+-------------------+",
        "| +---------+       |",
        "| | [ Low ] |       |",
        "| +---------+       |",
        "| David Bowie, 1977 |",
        "+-------------------+",
      ])
  }

  @Test func theYear2000ItselfGetsTheBadge() {
    let lines = coverLines(for: Album.placeholders[4])
    #expect(lines[1] == "| ** 2000s **          |", "Madonna's American Pie is from 2000")
    #expect(lines.count == 7)
  }
}
