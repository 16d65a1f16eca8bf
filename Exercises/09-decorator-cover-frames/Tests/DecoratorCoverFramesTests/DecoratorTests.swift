import Testing

@testable import DecoratorCoverFrames

/// A view whose lines change after it is wrapped, as a download's progress would.
final class ChangingView: TextView {
  var lines = ["..."]
}

/// A view that counts how often its lines are asked for.
final class CountingView: TextView {
  private(set) var reads = 0
  var lines: [String] {
    reads += 1
    return ["#"]
  }
}

@Suite struct DecoratorTests {
  let cover = CoverView(lines: ["Best of", "Bowie"])

  @Test func aBorderBoxesTheCover() {
    #expect(
      BorderDecorator(base: cover).lines == [
        "+-------+",
        "|Best of|",
        "|Bowie  |",
        "+-------+",
      ],
      "a \"-\" per character of the widest line; shorter lines padded with spaces")
  }

  @Test func aCaptionGoesUnderTheCover() {
    #expect(
      CaptionDecorator(base: cover, caption: "1992").lines == ["Best of", "Bowie", "1992"])
  }

  @Test func aCaptionedCoverCanBeBoxed() {
    let view = BorderDecorator(base: CaptionDecorator(base: cover, caption: "1992"))
    #expect(
      view.lines == [
        "+-------+",
        "|Best of|",
        "|Bowie  |",
        "|1992   |",
        "+-------+",
      ],
      "a decorator wraps any TextView, another decorator included")
  }

  @Test func aBoxedCoverCanBeCaptioned() {
    let view = CaptionDecorator(base: BorderDecorator(base: cover), caption: "1992")
    #expect(view.lines == ["+-------+", "|Best of|", "|Bowie  |", "+-------+", "1992"])
  }

  @Test func twoBordersMakeADoubleBox() {
    #expect(
      BorderDecorator(base: BorderDecorator(base: CoverView(lines: ["U2"]))).lines == [
        "+----+",
        "|+--+|",
        "||U2||",
        "|+--+|",
        "+----+",
      ])
  }

  @Test func anEmptyViewGetsAnEmptyBox() {
    #expect(
      BorderDecorator(base: CoverView(lines: [])).lines == ["++", "++"],
      "a view with no lines is boxed too: a top and a bottom with no dash between the corners")
  }

  @Test func theWidthCountsCharactersNotBytes() {
    #expect(
      BorderDecorator(base: CoverView(lines: ["Björk", "Post"])).lines == [
        "+-----+",
        "|Björk|",
        "|Post |",
        "+-----+",
      ],
      "a \"-\" per character: \"ö\" is one character, though it takes two bytes")
  }

  /// "東京" takes six bytes and "Bowie" five, but "Bowie" has more characters: the widest line
  /// is the one with the most characters.
  @Test func theWidestLineHasTheMostCharactersNotTheMostBytes() {
    #expect(
      BorderDecorator(base: CoverView(lines: ["東京", "Bowie"])).lines == [
        "+-----+",
        "|東京   |",
        "|Bowie|",
        "+-----+",
      ],
      "the widest line is the one with the most characters (Bowie, 5), not the most bytes (東京, 6 bytes in 2 characters)"
    )
  }

  @Test func theWidestLineSetsTheWidthWhereverItIs() {
    #expect(
      BorderDecorator(base: CoverView(lines: ["U2", "Achtung Baby", "1991"])).lines == [
        "+------------+",
        "|U2          |",
        "|Achtung Baby|",
        "|1991        |",
        "+------------+",
      ],
      "the box is as wide as the widest line, not the first one")
  }

  @Test func anEmptyCaptionIsStillALine() {
    #expect(
      CaptionDecorator(base: cover, caption: "").lines == ["Best of", "Bowie", ""],
      "the caption is one more line under the view, even an empty caption")
  }

  @Test func aCaptionIsOneLineAsGivenALineBreakIncluded() {
    #expect(
      CaptionDecorator(base: cover, caption: "Best of Bowie\n1992").lines == [
        "Best of", "Bowie", "Best of Bowie\n1992",
      ],
      "the caption is one more line, as given: a \"\\n\" in it is kept, not split into two lines")
  }

  @Test func aCharacterMadeOfTwoScalarsIsOneWide() {
    let decomposed = "Bjo\u{308}rk"  // "o" and a combining diaeresis: one character, two scalars
    #expect(
      BorderDecorator(base: CoverView(lines: [decomposed])).lines == [
        "+-----+",
        "|\(decomposed)|",
        "+-----+",
      ],
      "a \"-\" per character (a Swift Character), not per Unicode scalar")
  }

  @Test func eachLineIsBoxedAsGivenWhateverItHolds() {
    let line =
      "Bjo\u{308}rk \u{200B}\u{200C}\u{2060}\u{00AD}\u{FEFF}\u{200F}שלום مرحبا 👨\u{200D}👩\u{200D}👧"
      + "\u{0}\u{1B}[1m\u{7}\rmac\r\n\t\"\\\n"
    let short = "Low"
    let shortRightToLeft = "שלום"
    let width = line.count
    let boxed = BorderDecorator(base: CoverView(lines: [line, short, shortRightToLeft])).lines
    let expected = [
      "+" + String(repeating: "-", count: width) + "+",
      "|" + line + "|",
      "|" + short + String(repeating: " ", count: width - short.count) + "|",
      "|" + shortRightToLeft + String(repeating: " ", count: width - shortRightToLeft.count) + "|",
      "+" + String(repeating: "-", count: width) + "+",
    ]
    let keptAsGiven =
      boxed.count == expected.count
      && zip(boxed, expected).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    #expect(
      keptAsGiven,
      """
      each line goes into the box as given, scalar for scalar, between its bars: a decomposed \
      letter, invisible and control characters, right-to-left letters, an emoji sequence and \
      the line break at its end kept, nothing removed, replaced, wrapped or normalised; each \
      line against the left bar, a short right-to-left one too, spaces after it
      """)
  }

  @Test func eachDrawAsksItsBaseForItsLinesOnce() {
    let view = CountingView()
    let nested = BorderDecorator(
      base: CaptionDecorator(base: BorderDecorator(base: BorderDecorator(base: view)), caption: "x")
    )
    let lines = nested.lines
    #expect(
      view.reads == 1,
      "each decorator asks its base for its lines once per draw: four decorators deep, the view is asked once, not \(view.reads) times"
    )
    #expect(
      lines == [
        "+-----+", "|+---+|", "||+-+||", "|||#|||", "||+-+||", "|+---+|", "|x    |", "+-----+",
      ],
      "one answer, drawn whole: the box is as wide as the lines it was given")
  }

  @Test func theBoxFollowsTheViewItWraps() {
    let view = ChangingView()
    let boxed = BorderDecorator(base: view)
    view.lines = ["done"]
    #expect(
      boxed.lines == ["+----+", "|done|", "+----+"],
      "a decorator draws its base as the base is now, not as it was when wrapped")
  }

  @Test func theCaptionFollowsTheViewItWraps() {
    let view = ChangingView()
    let captioned = CaptionDecorator(base: view, caption: "1992")
    view.lines = ["done"]
    #expect(
      captioned.lines == ["done", "1992"],
      "a caption draws its base as the base is now, not the lines it had when wrapped")
  }

  @Test func spacesAtTheStartOrEndOfALineCountTowardTheWidth() {
    #expect(
      BorderDecorator(base: CoverView(lines: ["Low   ", "U2"])).lines == [
        "+------+",
        "|Low   |",
        "|U2    |",
        "+------+",
      ],
      "a \"-\" per character of the widest line, the spaces at its end too: none dropped")
    #expect(
      BorderDecorator(base: CoverView(lines: ["   Low", "  U2"])).lines == [
        "+------+",
        "|   Low|",
        "|  U2  |",
        "+------+",
      ],
      "the spaces at a line's start stay between the bars and count toward the width: none dropped"
    )
    #expect(
      BorderDecorator(base: CoverView(lines: ["U2", "    "])).lines == [
        "+----+",
        "|U2  |",
        "|    |",
        "+----+",
      ],
      "a line of nothing but spaces is a line of spaces, not an empty one: its 4 spaces make it the widest"
    )
  }

  @Test func anEmptyLineIsBoxedToo() {
    #expect(
      BorderDecorator(base: CaptionDecorator(base: cover, caption: "")).lines == [
        "+-------+",
        "|Best of|",
        "|Bowie  |",
        "|       |",
        "+-------+",
      ],
      "the box holds every line of its base: an empty caption is a line, padded with spaces")
  }

  @Test func aWideOrLongLineIsBoxedWholeACharacterADash() {
    let long =
      "東京 🎸 \"Heroes\"\tC:\\covers Bjo\u{308}rk " + String(repeating: "Heroes ", count: 12)
    let width = long.count  // 114 Characters: 東, 京 and 🎸 are one each, as are the tab and ö
    let edge = "+" + String(repeating: "-", count: width) + "+"
    #expect(
      BorderDecorator(base: CoverView(lines: [long, "東京"])).lines == [
        edge,
        "|" + long + "|",
        "|東京" + String(repeating: " ", count: width - 2) + "|",
        edge,
      ],
      """
      a "-" per Character of the widest line, however wide a terminal draws it (東 or 🎸 is one) \
      and however long the line: all 114 characters boxed, nothing cut
      """)
  }

  @Test func aCaptionIsKeptAsGivenWhateverItHolds() {
    let caption =
      "  Best of  Bowie \"live\"\tC:\\covers De\u{301}ja\u{300} 🎸\n01992  "
      + "\u{200B}\u{200C}\u{2060}\u{00AD}\u{FEFF}👨\u{200D}👩\u{200D}👧\u{0}\u{1B}[1m\u{7}\rmac\r\n"
      + "\u{200F}שלום مرحبا " + String(repeating: "Heroes ", count: 90) + " \n"
    let lines = CaptionDecorator(base: cover, caption: caption).lines
    let keptAsGiven =
      lines.count == 3 && lines.prefix(2) == ["Best of", "Bowie"]
      && lines.last?.unicodeScalars.elementsEqual(caption.unicodeScalars) == true
    #expect(
      keptAsGiven,
      """
      the caption is one more line, as given: spaces around it and in runs, a quote, a \
      backslash, a tab, decomposed letters, emoji, line breaks (one at its end too), 01992, \
      invisible and control characters, right-to-left letters and all 600-odd characters kept; \
      nothing trimmed, \
      split, cut, removed, escaped or normalised
      """)
  }

  @Test func aViewThatDrawsNothingStillGetsItsCaption() {
    #expect(
      CaptionDecorator(base: CoverView(lines: []), caption: "1992").lines == ["1992"],
      "a caption goes under any view, one that draws nothing too: the caption is its one line")
  }

  @Test func aCaptionIsOneMoreLineEvenWhenTheLastLineReadsTheSame() {
    let titled = CoverView(lines: ["Best of", "Bowie", "1992"])
    #expect(
      CaptionDecorator(base: titled, caption: "1992").lines == [
        "Best of", "Bowie", "1992", "1992",
      ],
      "the caption is always one more line, even when the view's last line already reads the same"
    )
    let twice = CaptionDecorator(base: CaptionDecorator(base: cover, caption: ""), caption: "")
    #expect(
      twice.lines == ["Best of", "Bowie", "", ""],
      "two empty captions are two more lines: each decorator adds its own")
  }

  @Test func aLineWithALineBreakIsOneLineOfTheBox() {
    let captioned = CaptionDecorator(base: cover, caption: "Best of Bowie\n1992")
    #expect(
      BorderDecorator(base: captioned).lines == [
        "+------------------+",
        "|Best of           |",
        "|Bowie             |",
        "|Best of Bowie\n1992|",
        "+------------------+",
      ],
      """
      the box holds each line of its base as one line, a "\\n" in it included (18 characters \
      wide): never split into two box lines
      """)
  }

  @Test func aLineOrCaptionIsKeptAsGivenAtItsStartAndEnd() {
    let boxed = BorderDecorator(
      base: CoverView(lines: ["\u{FEFF}Low", "Heroes\r", "Achtung Baby"])
    ).lines
    let expected = [
      "+------------+",
      "|\u{FEFF}Low        |",
      "|Heroes\r     |",
      "|Achtung Baby|",
      "+------------+",
    ]
    let keptAsGiven =
      boxed.count == expected.count
      && zip(boxed, expected).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    #expect(
      keptAsGiven,
      """
      each line goes into the box as given, scalar for scalar: a byte-order mark at its start \
      and a lone "\\r" at its end stay between the bars, each a character of the width (4 and \
      7 characters wide), the padding spaces after them; nothing removed
      """)
    let caption = "1992\r"
    let lines = CaptionDecorator(base: cover, caption: caption).lines
    let captionKept =
      lines.count == 3 && lines.prefix(2) == ["Best of", "Bowie"]
      && lines.last?.unicodeScalars.elementsEqual(caption.unicodeScalars) == true
    #expect(
      captionKept,
      """
      the caption is one more line, as given: a "\\r" at its end kept, nothing trimmed or \
      removed
      """)
  }
}
