/// A line of text (UIKit's `UILabel`).
@MainActor
open class Label: View {
  /// The text shown; `nil` shows nothing.
  public var text: String?

  /// Where the text sits within the label's width.
  public var alignment: TextAlignment = .left

  /// Whether the text is drawn faintly (a disabled control, a secondary value).
  public var isDimmed = false

  /// Creates a label.
  public init(frame: Rect = .zero, text: String? = nil, alignment: TextAlignment = .left) {
    self.text = text
    self.alignment = alignment
    super.init(frame: frame)
  }

  /// Writes the text on the label's first row.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    guard let text else { return }
    canvas.write(text, in: rect, alignment: alignment, dimmed: isDimmed)
  }
}
