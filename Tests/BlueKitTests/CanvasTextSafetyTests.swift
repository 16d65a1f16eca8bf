import BlueKit
import Testing

/// Text from data drawn on a canvas: never raw, never across rows, wide characters aligned.
@MainActor
@Suite struct CanvasTextSafetyTests {
  /// One point per cell, so expectations read directly in columns and rows.
  let unit = Canvas.Scale(pointsPerColumn: 1, pointsPerRow: 1)

  @Test func aHostileTitleIsDrawnWithPlaceholdersAndNoEscapeReachesTheOutput() {
    var canvas = Canvas(columns: 20, rows: 1, scale: unit)
    canvas.fill(Rect(x: 0, y: 0, width: 20, height: 1), with: .blue)
    canvas.write(
      "\u{1B}[2J \u{1B}]0;PWNED \u{07}", in: Rect(x: 0, y: 0, width: 20, height: 1))
    #expect(canvas.render() == "␛[2J ␛]0;PWNED ␇")
    // Coloured, the only escapes left are the canvas's own colour codes.
    let colourCodes = /\u{1B}\[[0-9;]*m/
    let ansi = canvas.render(.ansi)
    #expect(ansi.contains("␛]0;PWNED ␇"))
    #expect(!ansi.replacing(colourCodes, with: "").unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func aNewlineInAFieldStaysOnItsRow() {
    var canvas = Canvas(columns: 10, rows: 2, scale: unit)
    canvas.write("Pop\nRock", in: Rect(x: 0, y: 0, width: 10, height: 2), alignment: .right)
    canvas.write("Year", in: Rect(x: 0, y: 1, width: 10, height: 1))
    #expect(canvas.render() == "  Pop␊Rock\nYear")
  }

  @Test func wideTextIsAlignedByTheColumnsItTakes() {
    var canvas = Canvas(columns: 12, rows: 3, scale: unit)
    canvas.write("我的生活", in: Rect(x: 0, y: 0, width: 12, height: 1), alignment: .right)
    canvas.write("Pop 🎸", in: Rect(x: 0, y: 1, width: 12, height: 1), alignment: .right)
    canvas.write("It's My Life", in: Rect(x: 0, y: 2, width: 12, height: 1), alignment: .right)
    #expect(canvas.render() == "    我的生活\n      Pop 🎸\nIt's My Life")
    var centred = Canvas(columns: 9, rows: 1, scale: unit)
    centred.write("我的", in: Rect(x: 0, y: 0, width: 9, height: 1), alignment: .center)
    #expect(centred.render() == "  我的")
  }

  /// The character that does not fit is left out whole; its column keeps what was below.
  @Test func aWideCharacterThatDoesNotFitInTheLastColumnIsLeftOut() {
    var canvas = Canvas(columns: 6, rows: 1, scale: unit)
    canvas.fill(Rect(x: 0, y: 0, width: 6, height: 1), with: .white)
    canvas.write("abc我", in: Rect(x: 0, y: 0, width: 4, height: 1))
    #expect(canvas.render() == "abc░░░")
    canvas.write("我的生活", in: Rect(x: 0, y: 0, width: 5, height: 1), alignment: .right)
    #expect(canvas.render() == "a我的░")
  }

  /// A clip cuts through a wide character: the half that shows becomes a space.
  @Test func aClipThroughAWideCharacterLeavesASpaceNotHalfACharacter() {
    var canvas = Canvas(columns: 6, rows: 1, scale: unit)
    canvas.fill(Rect(x: 0, y: 0, width: 6, height: 1), with: .white)
    canvas.clipping(to: Rect(x: 0, y: 0, width: 3, height: 1)) { canvas in
      canvas.write("我的", in: Rect(x: 0, y: 0, width: 6, height: 1))
    }
    #expect(canvas.render() == "我 ░░░")
    canvas.clipping(to: Rect(x: 3, y: 0, width: 3, height: 1)) { canvas in
      canvas.write("生活", in: Rect(x: 2, y: 0, width: 4, height: 1))
    }
    #expect(canvas.render() == "我  活")
  }

  /// Half a wide character overwritten leaves its other half blank, never a stray half.
  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(columns: 4, rows: 2, scale: unit)
    canvas.write("我的", in: Rect(x: 0, y: 0, width: 4, height: 1))
    canvas.write("x", in: Rect(x: 1, y: 0, width: 1, height: 1))
    #expect(canvas.render() == " x的\n")
    canvas.write("我的", in: Rect(x: 0, y: 1, width: 4, height: 1))
    canvas.fill(Rect(x: 2, y: 1, width: 1, height: 1), with: .white)
    #expect(canvas.render() == " x的\n我░")
  }

  @Test func anImageIsMadeSafeAndCentredByItsWidthInColumns() {
    let image = Image(rows: ["我的", "\u{1B}[2J"])
    #expect(image.width == 4)
    var canvas = Canvas(columns: 8, rows: 2, scale: unit)
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 2))
    #expect(canvas.render() == "  我的\n  ␛[2J")
  }

  @Test func textArtSplitsAtEveryKindOfLineEnding() {
    #expect(Image(textArt: "a\nb\r\nc\rd\u{2028}e").rows == ["a", "b", "c", "d", "e"])
  }

  @Test func aLabelAndATableCellDrawThroughTheSamePlace() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: "detail")
    cell.frame = Rect(x: 0, y: 0, width: 100, height: 10)
    cell.textLabel.frame = Rect(x: 10, y: 0, width: 90, height: 10)
    cell.detailTextLabel.frame = cell.textLabel.frame
    cell.textLabel.text = "Genre\n"
    cell.detailTextLabel.text = "摇滚\u{1B}[31m"
    #expect(cell.render(columns: 20, rows: 1) == "  Genre␊   摇滚␛[31m")
  }

  @Test func toolbarButtonsAreMeasuredInColumns() {
    let toolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 100, height: 10))
    toolbar.items = [
      BarButtonItem(title: "撤销", isEnabled: false) {},
      .flexibleSpace(),
      BarButtonItem(title: "删除") {},
    ]
    #expect(toolbar.render(columns: 20, rows: 1) == "( 撤销 )    [ 删除 ]")
  }
}
