/// One row of a table (UIKit's `UITableViewCell`).
///
/// Cells are reused: when a table reloads, its cells go back to a pool keyed by
/// ``reuseIdentifier``, and the data source gets them back from
/// ``TableView/dequeueReusableCell(withIdentifier:)``, so it must set every value it shows.
@MainActor
open class TableViewCell: View {
  /// How the cell lays out its two labels.
  public enum Style: Hashable, Sendable {
    /// The text label alone, across the cell.
    case `default`
    /// The text label on the left and the detail label on the right (the album details).
    case value1
  }

  /// The cell's layout.
  public let style: Style

  /// The identifier of the pool the cell returns to.
  public let reuseIdentifier: String

  /// The main text, on the left.
  public let textLabel = Label()

  /// The secondary text, on the right (shown by `.value1` cells).
  public let detailTextLabel = Label(alignment: .right)

  /// Whether the row is selected; a selected row is drawn with a marker.
  public var isSelected = false

  /// Creates a cell.
  public init(style: Style, reuseIdentifier: String) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(textLabel)
    addSubview(detailTextLabel)
  }

  /// Clears what the last user of the cell set, before the cell is handed out again.
  open func prepareForReuse() {
    textLabel.text = nil
    detailTextLabel.text = nil
    isSelected = false
  }

  /// Lays the labels out in the cell's current frame, leaving room for the selection marker.
  func layoutLabels(markerWidth: Double) {
    let content = Rect(
      x: markerWidth, y: 0, width: max(0, frame.width - markerWidth), height: frame.height)
    textLabel.frame = content
    detailTextLabel.frame = content
    detailTextLabel.isHidden = style == .default
  }

  /// Draws the selection marker.
  open override func draw(in rect: Rect, on canvas: inout Canvas) {
    if isSelected { canvas.write(">", in: rect) }
  }
}
