import BlueKit
import Observer
import Testing

@MainActor
@Suite struct ViewTests {
  @Test func addingASubviewTakesItFromItsOldSuperview() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test func aSuperviewIsNotKeptAliveByItsSubviews() {
    let child = View()
    weak var parent: View?
    do {
      let strongParent = View()
      strongParent.addSubview(child)
      parent = strongParent
    }
    #expect(parent == nil)
    #expect(child.superview == nil)
  }

  @Test func subviewsDrawAtTheirFramesAndHiddenViewsDoNot() {
    let root = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    let shown = Label(frame: Rect(x: 10, y: 10, width: 20, height: 10), text: "on")
    let hidden = Label(frame: Rect(x: 30, y: 0, width: 20, height: 10), text: "off")
    hidden.isHidden = true
    root.addSubview(shown)
    root.addSubview(hidden)
    #expect(root.render(columns: 10, rows: 2) == "\n  on")
  }

  @Test func aTapReachesEveryRecognizerWithItsLocation() {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var locations: [Point?] = []
    view.addGestureRecognizer(TapGestureRecognizer { locations.append($0.location(in: view)) })
    view.addGestureRecognizer(TapGestureRecognizer { _ in locations.append(nil) })
    view.tap(at: Point(x: 30, y: 40))
    #expect(locations == [Point(x: 30, y: 40), nil])
  }

  @Test func aHiddenViewIgnoresTaps() {
    let view = View()
    var taps = 0
    view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    view.isHidden = true
    view.tap(at: .zero)
    #expect(taps == 0)
  }

  @Test func pointsConvertBetweenViewsOfOneTree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
    let b = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(Point(x: 1, y: 1), to: root) == Point(x: 16, y: 26))
    #expect(root.convert(Point(x: 16, y: 26), to: b) == Point(x: 1, y: 1))
    #expect(b.convert(.zero, to: View()) == nil)
  }

  @Test func aSpinnerTurnsOnlyWhileAnimatingAndHidesWhenStopped() {
    let spinner = ActivityIndicator(frame: Rect(x: 0, y: 0, width: 5, height: 10))
    #expect(spinner.render(columns: 1, rows: 1) == "")
    spinner.startAnimating()
    #expect(spinner.render(columns: 1, rows: 1) == "|")
    spinner.advance()
    spinner.advance()
    #expect(spinner.frameIndex == 2)
    #expect(spinner.render(columns: 1, rows: 1) == "-")
    spinner.stopAnimating()
    spinner.advance()
    #expect(spinner.frameIndex == 2)
    #expect(spinner.render(columns: 1, rows: 1) == "")
  }

  @Test func anImageViewsImageIsObservableWithOldAndNewValues() {
    let imageView = ImageView()
    var changes: [KeyValueObservedChange<Image?>] = []
    let observation = imageView.observe(\.image, options: [.old, .new]) { changes.append($1) }
    let art = Image(rows: ["x"])
    imageView.image = art
    imageView.image = nil
    #expect(
      changes == [
        .init(oldValue: .some(nil), newValue: art), .init(oldValue: art, newValue: .some(nil)),
      ])
    observation.invalidate()
    imageView.image = art
    #expect(changes.count == 2)
  }
}
