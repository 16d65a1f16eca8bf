import Foundation

/// A grid of characters that a view tree draws itself onto, so a terminal can show it.
///
/// Views measure in points, a terminal in character cells. A canvas maps one onto the other with
/// a fixed ``Scale`` (by default 5 points per column and 10 per row, since a cell is about twice
/// as tall as it is wide). A rectangle paints only the cells that lie wholly inside it, so a view
/// never paints outside its frame and an inset of half a cell still shows on both sides.
public struct Canvas: Sendable {
  /// How many points one character cell covers.
  public struct Scale: Hashable, Sendable {
    /// Points per column.
    public var pointsPerColumn: Double
    /// Points per row.
    public var pointsPerRow: Double

    /// Creates a scale.
    public init(pointsPerColumn: Double, pointsPerRow: Double) {
      self.pointsPerColumn = pointsPerColumn
      self.pointsPerRow = pointsPerRow
    }

    /// Five points per column and ten per row: a 320-point-wide phone screen is 64 columns.
    public static let standard = Scale(pointsPerColumn: 5, pointsPerRow: 10)
  }

  /// One character cell: a character, and the background it sits on (when one was painted).
  ///
  /// A two-column character sits in the cell on the left; the cell on its right is its
  /// ``isRightHalf``, which holds no character of its own.
  struct Cell: Hashable, Sendable {
    var character: Character = " "
    var background: Color?
    var dimmed = false
    var isRightHalf = false
  }

  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The mapping from points to cells.
  public let scale: Scale

  private var cells: [[Cell]]
  /// The cells drawing may touch, as half-open column and row ranges (a scroll view clips).
  private var clip: (columns: Range<Int>, rows: Range<Int>)

  /// Creates a blank canvas of `columns` × `rows` cells.
  public init(columns: Int, rows: Int, scale: Scale = .standard) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.scale = scale
    cells = Array(repeating: Array(repeating: Cell(), count: self.columns), count: self.rows)
    clip = (0..<self.columns, 0..<self.rows)
  }

  /// The columns and rows that lie wholly inside `rect`, clipped to the drawable area.
  func cells(in rect: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
    let layout = layoutCells(in: rect)
    return (clamped(layout.columns, to: clip.columns), clamped(layout.rows, to: clip.rows))
  }

  /// The columns and rows that lie wholly inside `rect`, before clipping: where content is laid
  /// out (aligned, centred), so that a clip cuts it without moving it.
  ///
  /// The cells may lie off the canvas, as the content of a scroll view does.
  private func layoutCells(in rect: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
    let firstColumn = cell(rect.minX / scale.pointsPerColumn, rounded: .up)
    let endColumn = cell(rect.maxX / scale.pointsPerColumn, rounded: .down)
    let firstRow = cell(rect.minY / scale.pointsPerRow, rounded: .up)
    let endRow = cell(rect.maxY / scale.pointsPerRow, rounded: .down)
    return (firstColumn..<max(firstColumn, endColumn), firstRow..<max(firstRow, endRow))
  }

  /// A cell coordinate, kept within a billion cells of the origin so that converting it to
  /// `Int` cannot trap, however far away (or not a number) the point is.
  private func cell(_ coordinate: Double, rounded rule: FloatingPointRoundingRule) -> Int {
    let limit = 1_000_000_000.0
    guard !coordinate.isNaN else { return 0 }
    return Int(min(max(coordinate.rounded(rule), -limit), limit))
  }

  private func clamped(_ range: Range<Int>, to bounds: Range<Int>) -> Range<Int> {
    let low = min(max(range.lowerBound, bounds.lowerBound), bounds.upperBound)
    let high = min(max(range.upperBound, low), bounds.upperBound)
    return low..<high
  }

  /// Paints `rect` with a background colour.
  public mutating func fill(_ rect: Rect, with color: Color) {
    let area = cells(in: rect)
    for row in area.rows {
      for column in area.columns {
        put(Cell(character: color.plainTextFill, background: color), row: row, column: column)
      }
    }
  }

  /// Writes text on the first row of `rect`, cut to fit, aligned within the rectangle's width.
  ///
  /// The text is made safe first (``TerminalText``): control characters show as stand-ins and
  /// a newline cannot carry it onto the next row. It is laid out in the whole rectangle, then
  /// clipped: text scrolled half out of view shows its visible half, not the start of the text.
  public mutating func write(
    _ text: String, in rect: Rect, alignment: TextAlignment = .left, dimmed: Bool = false
  ) {
    let layout = layoutCells(in: rect)
    let area = cells(in: rect)
    guard let row = layout.rows.first, area.rows.contains(row) else { return }
    let fitted = TerminalText(text).prefix(columns: layout.columns.count)
    let slack = layout.columns.count - fitted.width
    let start =
      switch alignment {
      case .left: layout.columns.lowerBound
      case .center: layout.columns.lowerBound + slack / 2
      case .right: layout.columns.lowerBound + slack
      }
    draw(fitted, row: row, from: start, within: area.columns) { $0.dimmed = dimmed }
  }

  /// Draws `image` centred in `rect`, cropping what does not fit.
  ///
  /// The image is centred in the whole rectangle, then clipped, so an image scrolled half out
  /// of view keeps its place. It is opaque: its spaces, and the padding of rows narrower than
  /// its widest, cover whatever was painted below. Its rows are made safe as text is.
  public mutating func draw(_ image: Image, in rect: Rect) {
    let layout = layoutCells(in: rect)
    let area = cells(in: rect)
    let top = layout.rows.lowerBound + (layout.rows.count - image.height) / 2
    let left = layout.columns.lowerBound + (layout.columns.count - image.width) / 2
    for (rowOffset, text) in image.safeRows.enumerated() {
      let row = top + rowOffset
      guard area.rows.contains(row) else { continue }
      let padding = TerminalText(String(repeating: " ", count: max(0, image.width - text.width)))
      // Fresh cells, so that the image covers the background instead of sitting on it.
      draw(text, row: row, from: left, within: area.columns) { $0 = Cell() }
      draw(padding, row: row, from: left + text.width, within: area.columns) { $0 = Cell() }
    }
  }

  /// The one place characters reach the cells.
  ///
  /// Draws `text` on `row` from column `start` on, only in the columns in `visible`. `style`
  /// first restyles each cell the text covers (text keeps the background it is written on, an
  /// image does not).
  ///
  /// A two-column character cut by the edge of `visible` becomes a space in the half that
  /// shows, so a terminal never gets half a character.
  private mutating func draw(
    _ text: TerminalText, row: Int, from start: Int, within visible: Range<Int>,
    style: (inout Cell) -> Void
  ) {
    var column = start
    for glyph in text.glyphs {
      let columns = column..<(column + glyph.width)
      let whole = visible.contains(columns.lowerBound) && visible.contains(columns.upperBound - 1)
      for (index, target) in columns.enumerated() where visible.contains(target) {
        var cell = cells[row][target]
        style(&cell)
        cell.character = whole && index == 0 ? glyph.character : " "
        cell.isRightHalf = whole && index > 0
        put(cell, row: row, column: target)
      }
      column = columns.upperBound
    }
  }

  /// Sets one cell, first splitting up any two-column character it overwrites half of: the
  /// other half becomes a plain space, so no cell is left pointing at a character that is gone.
  private mutating func put(_ cell: Cell, row: Int, column: Int) {
    if cells[row][column].isRightHalf, column > 0, !cell.isRightHalf {
      cells[row][column - 1].character = " "
    }
    if column + 1 < columns, cells[row][column + 1].isRightHalf {
      cells[row][column + 1].isRightHalf = false
      cells[row][column + 1].character = " "
    }
    cells[row][column] = cell
  }

  /// Runs `body` with drawing limited to `rect` (within any clip already in force).
  public mutating func clipping(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = cells(in: rect)
    body(&self)
    clip = saved
  }

  /// The canvas as text: one line per row, trailing spaces trimmed.
  ///
  /// With `style` `.ansi` each run of cells gets its background colour, and dimmed text is
  /// dimmed; `.plain` uses only the characters (see ``Color/plainTextFill``).
  public func render(_ style: RenderStyle = .plain) -> String {
    cells.map { row in
      switch style {
      case .plain:
        String(
          String(row.filter { !$0.isRightHalf }.map(\.character)).reversed()
            .drop(while: { $0 == " " }).reversed())
      case .ansi:
        ansiLine(row)
      }
    }.joined(separator: "\n")
  }

  private func ansiLine(_ row: [Cell]) -> String {
    var line = ""
    var current: (Color?, Bool)?
    for cell in row where !cell.isRightHalf {
      if current == nil || current?.0 != cell.background || current?.1 != cell.dimmed {
        var codes = ["0"]
        if let background = cell.background {
          codes += ["\(background.ansiBackground)", "\(background.ansiForeground)"]
        }
        if cell.dimmed { codes.append("2") }
        line += "\u{1B}[\(codes.joined(separator: ";"))m"
        current = (cell.background, cell.dimmed)
      }
      line.append(cell.background == nil ? cell.character : plainOrSpace(cell))
    }
    return line + "\u{1B}[0m"
  }

  /// On a coloured terminal a background shows by its colour, so its fill becomes a space.
  private func plainOrSpace(_ cell: Cell) -> Character {
    if let background = cell.background, cell.character == background.plainTextFill {
      return " "
    }
    return cell.character
  }
}

/// Where text sits within the width it is given.
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge.
  case left
  /// In the middle.
  case center
  /// Against the right edge.
  case right
}
