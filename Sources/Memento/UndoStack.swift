/// The caretaker of undo: holds the mementos of what the user did, the last one on top.
///
/// Each action pushed is a memento, enough to take one change back: for a deleted album, the
/// album and the index it had. Undo pops the last one, so changes are taken back in the reverse
/// order they were made. The stack never looks inside an action; the app decides what undoing
/// one means, and enables its Undo button exactly when the stack is not empty:
///
/// ```swift
/// var undoStack = UndoStack<(album: Album, index: Int)>()
/// undoStack.push((album, index))                      // on delete
/// if let deleted = undoStack.pop() {                  // on undo: put it back
///   try await library.addAlbum(deleted.album, at: deleted.index)
/// }
/// undoButton.isEnabled = !undoStack.isEmpty
/// ```
///
/// The 2014 tutorial kept a tuple array and inserted and removed at index 0; pushing and popping
/// at the end is the same stack, without moving every element each time.
public struct UndoStack<Action> {
  // tutorial:begin undo-stack
  private var actions: [Action] = []

  /// Creates an empty stack: nothing to undo yet.
  public init() {}

  /// Whether there is nothing to undo.
  public var isEmpty: Bool { actions.isEmpty }

  /// How many actions can be undone, one after the other.
  public var count: Int { actions.count }

  /// The action the next undo takes back, left on the stack.
  public var top: Action? { actions.last }

  /// Remembers `action` as the one the next undo takes back.
  public mutating func push(_ action: Action) {
    actions.append(action)
  }

  /// Removes and returns the last action pushed, or nil when there is nothing to undo.
  @discardableResult
  public mutating func pop() -> Action? {
    actions.popLast()
  }
  // tutorial:end undo-stack
}

extension UndoStack: Sendable where Action: Sendable {}
