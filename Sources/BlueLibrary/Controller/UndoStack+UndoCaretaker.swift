import Memento

extension UndoStack: UndoCaretaker {}
