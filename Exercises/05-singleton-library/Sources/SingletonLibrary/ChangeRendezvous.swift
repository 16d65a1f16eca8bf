import Dispatch
import Synchronization

/// Where two changes meet (two adds, or two deletes): a hook the tests give the persistency
/// manager, so that a lost change shows on every run rather than on an unlucky one.
///
/// The first change to arrive waits, for a moment, for a second to arrive too; the second
/// wakes it, and both go on. When the library keeps the lock for the whole change, the second
/// is stuck outside the lock, never arrives, and the first one simply stops waiting: both
/// changes land, one after the other. When the library takes a copy of the manager out of the
/// lock, both changes work on copies at the same moment, and whichever copy is written back
/// last loses the other change.
///
/// It also keeps the index each change asked the manager for, so that a test can see the
/// library passes on the index it was given, and decides nothing of its own.
///
/// The app never sets it: `PersistencyManager.addRendezvous` and `deleteRendezvous` are `nil`
/// unless a test sets them.
final class ChangeRendezvous: Sendable {
  /// How long the first change waits for a second one before it goes on alone.
  let patience: DispatchTimeInterval
  private let arrivals = Mutex(0)
  private let indices = Mutex<[Int]>([])
  private let secondArrival = DispatchSemaphore(value: 0)

  /// Creates a meeting point where the first change waits up to `patience` for a second.
  init(patience: DispatchTimeInterval = .milliseconds(500)) {
    self.patience = patience
  }

  /// How many changes have arrived so far: a test reads it to know the rendezvous was met.
  var arrivalCount: Int { arrivals.withLock { $0 } }

  /// The index each change that arrived asked the manager for, in the order they arrived.
  var arrivedIndices: [Int] { indices.withLock { $0 } }

  /// Called by a change at `index` before it changes the albums: the first caller waits for the
  /// second, the second wakes the first, any later caller goes straight on.
  func arrive(at index: Int) {
    indices.withLock { $0.append(index) }
    let place = arrivals.withLock { count in
      count += 1
      return count
    }
    switch place {
    case 1:
      _ = secondArrival.wait(timeout: .now() + patience)
    case 2:
      secondArrival.signal()
    default:
      break
    }
  }
}
