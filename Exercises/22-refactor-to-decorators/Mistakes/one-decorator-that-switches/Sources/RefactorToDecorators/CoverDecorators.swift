/// A cover wrapped in one decoration.
struct Decorated: Cover {
  /// The cover it decorates.
  let wrapped: any Cover
  /// What it adds to it.
  let decoration: Decoration

  /// The wrapped cover's lines, with the decoration's added.
  var lines: [String] {
    let inner = wrapped.lines
    switch decoration {
    case .border:
      let width = inner.map(\.count).max() ?? 0
      let edge = "+" + String(repeating: "-", count: width + 2) + "+"
      let framed = inner.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
      return [edge] + framed + [edge]
    case .caption(let text):
      return inner + [text]
    case .badge(let text):
      return ["** \(text) **"] + inner
    }
  }
}
