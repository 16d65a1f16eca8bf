extension Rect {
  /// The single text row through the rectangle's middle, for drawing centred symbols.
  func centerRow(on canvas: Canvas) -> Rect {
    let row = (midY / canvas.scale.pointsPerRow).rounded(.down) * canvas.scale.pointsPerRow
    return Rect(x: minX, y: row, width: width, height: canvas.scale.pointsPerRow)
  }
}
