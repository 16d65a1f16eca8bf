import BlueKit

/// The patterns a trace line can name.
enum TracedPattern: CaseIterable, Sendable {
  case mvc, singleton, facade, decorator, adapter, observer, memento, delegation
}

/// One thing a pattern did: which pattern, and what happened, in words.
struct TraceLine: Hashable, Sendable {
  /// The pattern at work.
  let pattern: TracedPattern
  /// What happened, made safe for a terminal: the text quotes album titles and addresses.
  let event: TerminalText

  /// Creates a line; control characters in `event` become visible stand-ins.
  init(_ pattern: TracedPattern, _ event: String) {
    self.pattern = pattern
    self.event = TerminalText(event)
  }

  /// The width of the pattern column: the longest name, "Delegation", and two spaces.
  static let patternColumns = 12

  /// The line as printed: the pattern's name in `words`, padded to ``patternColumns``
  /// terminal columns, then the event.
  func text(in words: TraceWords) -> String {
    let name = words.name(of: pattern)
    let padding = max(1, Self.patternColumns - TerminalText(name).width)
    return name + String(repeating: " ", count: padding) + event.description
  }
}
