/// The last `capacity` elements appended, oldest first: a ring that forgets the oldest element
/// when a new one arrives and it is full.
///
/// The trace keeps its lines in one, so a session that runs for hours holds no more lines than
/// a pane can show.
struct TraceRing<Element> {
  /// The most elements kept.
  let capacity: Int
  private var storage: [Element] = []
  /// Where the oldest element is, once the storage is full.
  private var start = 0
  /// How many elements were ever appended, the forgotten ones included.
  private(set) var appendedCount = 0

  /// Creates an empty ring keeping at most `capacity` elements (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  /// Adds `element`, forgetting the oldest one when the ring is full.
  mutating func append(_ element: Element) {
    appendedCount += 1
    guard storage.count == capacity else {
      storage.append(element)
      return
    }
    storage[start] = element
    start = (start + 1) % capacity
  }

  /// The elements kept, oldest first.
  var elements: [Element] {
    Array(storage[start...] + storage[..<start])
  }

  /// The last `count` elements kept (fewer when fewer are kept), oldest first.
  func suffix(_ count: Int) -> [Element] {
    Array(elements.suffix(max(0, count)))
  }
}
