import BlueKit
import Testing

@Suite struct GeometryTests {
  @Test func aRectContainsItsTopLeftEdgesButNotItsBottomRightEdges() {
    let rect = Rect(x: 110, y: 10, width: 100, height: 100)
    #expect(rect.contains(Point(x: 110, y: 10)))
    #expect(rect.contains(Point(x: 209.9, y: 109.9)))
    #expect(!rect.contains(Point(x: 210, y: 50)))
    #expect(!rect.contains(Point(x: 150, y: 110)))
    #expect(!rect.contains(Point(x: 109.9, y: 50)))
  }

  @Test func edgesAndCentre() {
    let rect = Rect(x: 110, y: 10, width: 100, height: 100)
    #expect(rect.minX == 110)
    #expect(rect.maxX == 210)
    #expect(rect.midX == 160)
    #expect(rect.maxY == 110)
    #expect(rect.center == Point(x: 160, y: 60))
  }

  @Test func insetShrinksEverySide() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: 5, dy: 5)
    #expect(rect == Rect(x: 5, y: 5, width: 90, height: 90))
  }

  @Test func rectsThatOnlyTouchDoNotIntersect() {
    let left = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(!left.intersects(Rect(x: 100, y: 0, width: 100, height: 100)))
    #expect(left.intersects(Rect(x: 99, y: 99, width: 100, height: 100)))
  }

  @Test func descriptionsPrintWholeNumbersWithoutFractions() {
    #expect(Rect(x: 110, y: 10, width: 100, height: 100).description == "(110, 10, 100×100)")
    #expect(Point(x: 2.5, y: -1).description == "(2.5, -1)")
  }
}
