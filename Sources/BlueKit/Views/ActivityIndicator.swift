/// A spinner saying "working on it" (UIKit's `UIActivityIndicatorView`).
///
/// Headless, it spins one step each time ``advance()`` is called, so its drawing is
/// deterministic: the terminal app advances it on a timer, a test not at all.
@MainActor
open class ActivityIndicator: View {
  /// The spinner's frames, in order.
  public static let frames: [Character] = ["|", "/", "-", "\\"]

  /// Whether the spinner is spinning.
  public private(set) var isAnimating = false

  /// Whether the spinner disappears when it stops (the UIKit default, `true`).
  public var hidesWhenStopped = true

  /// Which of ``frames`` is showing.
  public private(set) var frameIndex = 0

  /// Starts spinning.
  public func startAnimating() { isAnimating = true }

  /// Stops spinning.
  public func stopAnimating() { isAnimating = false }

  /// Moves the spinner one frame on, if it is spinning.
  public func advance() {
    guard isAnimating else { return }
    frameIndex = (frameIndex + 1) % Self.frames.count
  }

  /// Draws the current frame in the centre, unless stopped and hidden when stopped.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    guard isAnimating || !hidesWhenStopped else { return }
    canvas.write(
      String(Self.frames[frameIndex]), in: rect.centerRow(on: canvas), alignment: .center)
  }
}
