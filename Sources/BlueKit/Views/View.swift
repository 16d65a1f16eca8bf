/// A rectangle on screen that can draw itself and hold other views (UIKit's `UIView`).
///
/// A view's ``frame`` is in its superview's coordinates; its ``bounds`` are its own. Subclasses
/// draw their content by overriding ``draw(in:on:)``; ``render(columns:rows:style:scale:)`` draws the
/// whole tree as text.
@MainActor
open class View {
  /// The view's rectangle in its superview's coordinate system.
  open var frame: Rect

  /// The view's rectangle in its own coordinate system; its origin is where content starts
  /// (a scroll view moves it to scroll).
  open var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The colour painted behind the view's content; `nil` is transparent.
  public var backgroundColor: Color?

  /// A hidden view, and everything inside it, is not drawn and does not receive taps.
  public var isHidden = false

  /// Whether drawing of the subviews is cut off at the view's edges.
  public var clipsToBounds = false

  /// The views inside this one, back to front.
  public private(set) var subviews: [View] = []

  /// The view this one is inside.
  ///
  /// Weak: a superview owns its subviews, not the reverse.
  public private(set) weak var superview: View?

  /// The tap recognizers attached to this view.
  public private(set) var gestureRecognizers: [TapGestureRecognizer] = []

  /// Creates a view occupying `frame` in its future superview.
  public init(frame: Rect = .zero) {
    self.frame = frame
  }

  /// Adds `view` in front of the other subviews, taking it from any previous superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Attaches a tap recognizer; ``tap(at:)`` on this view will trigger it.
  public func addGestureRecognizer(_ recognizer: TapGestureRecognizer) {
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Plays a finger tapping this view at `location`, in the view's own (bounds) coordinates.
  ///
  /// Every attached recognizer fires. A hidden view ignores taps.
  public func tap(at location: Point) {
    guard !isHidden else { return }
    for recognizer in gestureRecognizers {
      recognizer.recognize(at: location)
    }
  }

  /// Draws the view's own content; the default draws nothing.
  ///
  /// `rect` is the view's bounds
  /// placed on the canvas.
  open func draw(in rect: Rect, on canvas: inout Canvas) {}

  /// Draws this view and its subviews, with this view's top-left corner at `origin` on `canvas`.
  public func drawHierarchy(at origin: Point, on canvas: inout Canvas) {
    guard !isHidden else { return }
    let rect = Rect(origin: origin, size: frame.size)
    if let backgroundColor { canvas.fill(rect, with: backgroundColor) }
    draw(in: rect, on: &canvas)
    let drawSubviews = { (canvas: inout Canvas) in
      for subview in self.subviews {
        let subviewOrigin = Point(
          x: origin.x + subview.frame.minX - self.bounds.minX,
          y: origin.y + subview.frame.minY - self.bounds.minY)
        subview.drawHierarchy(at: subviewOrigin, on: &canvas)
      }
    }
    if clipsToBounds {
      canvas.clipping(to: rect, drawSubviews)
    } else {
      drawSubviews(&canvas)
    }
  }

  /// The view tree drawn as text on a canvas of `columns` × `rows` cells.
  public func render(
    columns: Int, rows: Int, style: RenderStyle = .plain, scale: Canvas.Scale = .standard
  ) -> String {
    var canvas = Canvas(columns: columns, rows: rows, scale: scale)
    drawHierarchy(at: frame.origin, on: &canvas)
    return canvas.render(style)
  }
}
