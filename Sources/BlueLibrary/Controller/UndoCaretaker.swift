/// The undo stack as the controller uses it: the caretaker's side of the Memento pattern.
///
/// Memento's `UndoStack` is a concrete type, and it stays exactly as its chapter shows it. This
/// protocol, declared by the app, names the three things the controller does with a stack, so
/// that the composition root can hand the controller a decorated one (``TracingUndoStack``)
/// instead. `UndoStack` already has all three, so it conforms with an empty extension.
protocol UndoCaretaker<Action> {
  /// What one undo takes back.
  associatedtype Action

  /// Whether there is nothing to undo.
  var isEmpty: Bool { get }

  /// Remembers `action` as the one the next undo takes back.
  mutating func push(_ action: Action)

  /// Removes and returns the last action pushed, or nil when there is nothing to undo.
  @discardableResult
  mutating func pop() -> Action?
}
