import BlueKit
import Foundation
import Testing

@Suite struct CanvasTests {
  /// One point per cell, so expectations read directly in columns and rows.
  let unit = Canvas.Scale(pointsPerColumn: 1, pointsPerRow: 1)

  @Test func aRectPaintsOnlyTheCellsWhollyInsideIt() {
    var canvas = Canvas(columns: 6, rows: 3)
    // 5 points per column: x 2.5...22.5 covers columns 1, 2 and 3 wholly.
    canvas.fill(Rect(x: 2.5, y: 0, width: 20, height: 30), with: .white)
    #expect(canvas.render() == " ░░░\n ░░░\n ░░░")
  }

  @Test func textIsCutToFitAndAligned() {
    var canvas = Canvas(columns: 8, rows: 3, scale: unit)
    canvas.write("left", in: Rect(x: 0, y: 0, width: 8, height: 1))
    canvas.write("mid", in: Rect(x: 0, y: 1, width: 8, height: 1), alignment: .center)
    canvas.write("far too long", in: Rect(x: 0, y: 2, width: 8, height: 1), alignment: .right)
    #expect(canvas.render() == "left\n  mid\nfar too")
  }

  /// An odd leftover row or column goes below or to the right.
  @Test func anImageIsCentredOpaqueAndCropped() {
    var canvas = Canvas(columns: 7, rows: 3, scale: unit)
    canvas.fill(Rect(x: 0, y: 0, width: 7, height: 3), with: .white)
    canvas.draw(Image(rows: ["ab", "c"]), in: Rect(x: 0, y: 0, width: 7, height: 3))
    #expect(canvas.render() == "░░ab░░░\n░░c ░░░\n░░░░░░░")
    var small = Canvas(columns: 2, rows: 1, scale: unit)
    small.draw(Image(rows: ["wxyz", "1234", "5678"]), in: Rect(x: 0, y: 0, width: 2, height: 1))
    #expect(small.render() == "23")
  }

  @Test func clippingConfinesDrawingAndIsRestoredAfterwards() {
    var canvas = Canvas(columns: 6, rows: 1, scale: unit)
    canvas.clipping(to: Rect(x: 2, y: 0, width: 2, height: 1)) { canvas in
      canvas.write("abcdef", in: Rect(x: 0, y: 0, width: 6, height: 1))
    }
    #expect(canvas.render() == "  cd")
    canvas.write("z", in: Rect(x: 5, y: 0, width: 1, height: 1))
    #expect(canvas.render() == "  cd z")
  }

  /// Content is laid out in its whole rectangle and then cut, as a window cuts what is behind it.
  @Test func clippingCutsAlignedTextWithoutMovingIt() {
    var canvas = Canvas(columns: 8, rows: 1, scale: unit)
    canvas.clipping(to: Rect(x: 0, y: 0, width: 4, height: 1)) { canvas in
      canvas.write("right", in: Rect(x: 0, y: 0, width: 8, height: 1), alignment: .right)
    }
    #expect(canvas.render() == "   r")
  }

  @Test func clippingCutsAnImageWithoutMovingIt() {
    var canvas = Canvas(columns: 6, rows: 2, scale: unit)
    canvas.clipping(to: Rect(x: 0, y: 0, width: 3, height: 2)) { canvas in
      canvas.draw(Image(rows: ["abcd", "efgh"]), in: Rect(x: 1, y: 0, width: 4, height: 2))
    }
    #expect(canvas.render() == " ab\n ef")
  }

  @Test func textWhoseFirstRowIsClippedAwayIsNotWritten() {
    var canvas = Canvas(columns: 4, rows: 2, scale: unit)
    canvas.clipping(to: Rect(x: 0, y: 1, width: 4, height: 1)) { canvas in
      canvas.write("top", in: Rect(x: 0, y: 0, width: 4, height: 2))
    }
    #expect(canvas.render() == "\n")
  }

  @Test func aRectFarOffTheCanvasDrawsNothingAndDoesNotTrap() {
    var canvas = Canvas(columns: 4, rows: 1, scale: unit)
    canvas.write("far", in: Rect(x: -1e300, y: 0, width: 1e300, height: 1))
    canvas.draw(Image(rows: ["x"]), in: Rect(x: 1e300, y: 0, width: 1, height: 1))
    canvas.fill(Rect(x: .nan, y: 0, width: 4, height: 1), with: .white)
    #expect(canvas.render() == "")
  }

  @Test func plainRenderingTrimsTrailingSpaces() {
    var canvas = Canvas(columns: 10, rows: 2, scale: unit)
    canvas.write("hi", in: Rect(x: 0, y: 0, width: 10, height: 1))
    #expect(canvas.render(.plain) == "hi\n")
  }

  @Test func ansiRenderingColoursBackgroundsAndDimsText() {
    var canvas = Canvas(columns: 3, rows: 1, scale: unit)
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: .white)
    canvas.write("x", in: Rect(x: 2, y: 0, width: 1, height: 1), dimmed: true)
    #expect(canvas.render(.ansi) == "\u{1B}[0;47;30m  \u{1B}[0;2mx\u{1B}[0m")
  }

  @Test func aCanvasWithNegativeSizeIsEmptyNotACrash() {
    let canvas = Canvas(columns: -3, rows: -1)
    #expect(canvas.columns == 0)
    #expect(canvas.render() == "")
  }
}

@Suite struct RenderStyleTests {
  @Test func colourOnlyWhenAskedOnATerminalWithoutNoColor() {
    #expect(
      RenderStyle.resolve(colorRequested: true, outputIsTerminal: true, environment: [:]) == .ansi)
    #expect(
      RenderStyle.resolve(colorRequested: false, outputIsTerminal: true, environment: [:])
        == .plain)
    #expect(
      RenderStyle.resolve(colorRequested: true, outputIsTerminal: false, environment: [:])
        == .plain)
  }

  @Test func noColorWithAnyValueTurnsColourOff() {
    let style = RenderStyle.resolve(
      colorRequested: true, outputIsTerminal: true, environment: ["NO_COLOR": "1"])
    #expect(style == .plain)
  }

  @Test func anEmptyNoColorIsIgnoredAsTheConventionSays() {
    let style = RenderStyle.resolve(
      colorRequested: true, outputIsTerminal: true, environment: ["NO_COLOR": ""])
    #expect(style == .ansi)
  }

  @Test func aDumbTerminalGetsPlainText() {
    let style = RenderStyle.resolve(
      colorRequested: true, outputIsTerminal: true, environment: ["TERM": "dumb"])
    #expect(style == .plain)
  }
}

@Suite struct ImageTests {
  @Test func anImageRoundTripsThroughData() {
    let image = Image(textArt: "+--+\n|ab|\n+--+")
    #expect(image.width == 4)
    #expect(image.height == 3)
    #expect(Image(data: image.data) == image)
  }

  @Test func bytesThatAreNotTextAreNotAnImage() {
    #expect(Image(data: Data([0xFF, 0xFE, 0xFD])) == nil)
  }
}
