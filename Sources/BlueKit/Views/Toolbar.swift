/// A button on a toolbar (UIKit's `UIBarButtonItem`), or the flexible space between buttons.
@MainActor
public final class BarButtonItem {
  /// What the item is.
  public enum Kind: Hashable, Sendable {
    /// A button with a title.
    case button(title: String)
    /// Empty space that pushes its neighbours apart.
    case flexibleSpace
  }

  /// What the item is.
  public let kind: Kind

  /// Whether the button responds; a disabled button is drawn faintly and ignores taps.
  public var isEnabled = true

  private let action: (@MainActor () -> Void)?

  /// Creates a button that runs `action` when tapped.
  public init(title: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
    kind = .button(title: title)
    self.isEnabled = isEnabled
    self.action = action
  }

  private init(kind: Kind) {
    self.kind = kind
    action = nil
  }

  /// Empty space that pushes the buttons on either side apart.
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(kind: .flexibleSpace) }

  /// The button's title; `nil` for a space.
  public var title: String? {
    if case .button(let title) = kind { return title }
    return nil
  }

  /// Plays a finger tapping the button.
  ///
  /// - Returns: whether the action ran (not for a disabled button or a space).
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled, let action else { return false }
    action()
    return true
  }

  /// How the item looks on a toolbar: `[ Undo ]` when enabled, `( Undo )` when not.
  var label: String {
    guard let title else { return "" }
    return isEnabled ? "[ \(title) ]" : "( \(title) )"
  }
}

/// A bar of buttons along the bottom of the screen (UIKit's `UIToolbar`).
@MainActor
open class Toolbar: View {
  /// The items, left to right.
  public var items: [BarButtonItem] = []

  /// The item whose title is `title`, if any.
  public func item(titled title: String) -> BarButtonItem? {
    items.first { $0.title == title }
  }

  /// Draws the buttons; flexible spaces share the room left over equally.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    let columnWidth = canvas.scale.pointsPerColumn
    let usedWidth = items.reduce(0.0) { $0 + Double(TerminalText($1.label).width) * columnWidth }
    let spaces = items.filter { $0.kind == .flexibleSpace }.count
    let spaceWidth = spaces > 0 ? max(0, rect.width - usedWidth) / Double(spaces) : 0
    var x = rect.minX
    for item in items {
      let width =
        item.kind == .flexibleSpace
        ? spaceWidth : Double(TerminalText(item.label).width) * columnWidth
      canvas.write(
        item.label, in: Rect(x: x, y: rect.minY, width: width, height: rect.height),
        dimmed: !item.isEnabled)
      x += width
    }
  }
}
