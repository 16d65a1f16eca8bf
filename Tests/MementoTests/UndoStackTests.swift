import Memento
import Testing

@Suite struct UndoStackTests {
  @Test func anEmptyStackHasNothingToUndo() {
    var stack = UndoStack<(album: String, index: Int)>()

    #expect(stack.isEmpty)
    #expect(stack.count == 0)
    #expect(stack.top == nil)
    #expect(stack.pop() == nil)
  }

  @Test func undoTakesBackTheLastDeletionFirst() {
    var stack = UndoStack<(album: String, index: Int)>()
    stack.push(("Best of Bowie", 0))
    stack.push(("Staring at the Sun", 2))
    stack.push(("American Pie", 2))

    #expect(stack.pop()?.album == "American Pie")
    #expect(stack.pop()?.album == "Staring at the Sun")
    #expect(stack.pop()?.album == "Best of Bowie")
    #expect(stack.pop() == nil)
  }

  @Test func eachActionKeepsItsIndex() {
    var stack = UndoStack<(album: String, index: Int)>()
    stack.push(("It's My Life", 1))

    let action = stack.pop()

    #expect(action?.album == "It's My Life")
    #expect(action?.index == 1)
  }

  @Test func countsWhatCanBeUndone() {
    var stack = UndoStack<Int>()
    stack.push(4)
    stack.push(3)

    #expect(stack.count == 2)
    #expect(!stack.isEmpty)
    stack.pop()
    stack.pop()
    #expect(stack.count == 0)
    #expect(stack.isEmpty)
  }

  @Test func topShowsTheNextUndoWithoutTakingIt() {
    var stack = UndoStack<String>()
    stack.push("Nothing Like The Sun")

    #expect(stack.top == "Nothing Like The Sun")
    #expect(stack.count == 1)
  }

  @Test func aCopyIsIndependent() {
    var stack = UndoStack<String>()
    stack.push("Best of Bowie")
    var copy = stack

    copy.pop()

    #expect(stack.count == 1)
    #expect(copy.isEmpty)
  }
}
