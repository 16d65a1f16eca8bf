/// An undo stack that says what the controller kept and took back: a decorator around
/// Memento's `UndoStack`, through the app's ``UndoCaretaker`` protocol.
///
/// A value, like the stack it wraps: the controller keeps it in a `var` and mutates it in
/// place.
struct TracingUndoStack<Action: CustomStringConvertible>: UndoCaretaker {
  /// The real stack.
  private(set) var component: any UndoCaretaker<Action>
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any UndoCaretaker<Action>, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  var isEmpty: Bool { component.isEmpty }

  mutating func push(_ action: Action) {
    component.push(action)
    let words = trace.words
    trace.record(.memento, words.event("\(name) ← \(action)", note: words.caretakerKeepsMemento))
  }

  mutating func pop() -> Action? {
    let action = component.pop()
    let words = trace.words
    trace.record(
      .memento,
      action.map { words.event("\(name) → \($0)", note: words.caretakerGivesMementoBack) }
        ?? words.event("\(name) → nil", note: words.nothingToGiveBack))
    return action
  }

  private var name: String { traceName(of: component) }
}
