import Synchronization
import Testing

/// What the pattern relies on: a `static let` is created on first read, and exactly once.
///
/// `Logger.shared` is read by other tests and by the demo running in the same process, so
/// whether it exists yet depends on which test ran first. This test owns a singleton that
/// nothing else reads, built the same way as `Logger`, and counts how often it is created.
@Suite struct StaticLetTests {
  @Test func theSharedInstanceIsCreatedOnFirstReadAndOnlyOnce() async {
    #expect(CountedSingleton.creations.load(ordering: .sequentiallyConsistent) == 0)

    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { ObjectIdentifier(CountedSingleton.shared) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group {
        identities.insert(identity)
      }
      return identities
    }

    #expect(identities.count == 1)
    #expect(CountedSingleton.creations.load(ordering: .sequentiallyConsistent) == 1)
  }
}

/// A singleton that counts its creations; only ``StaticLetTests`` reads it.
private final class CountedSingleton: Sendable {
  static let creations = Atomic<Int>(0)
  static let shared = CountedSingleton()

  private init() {
    Self.creations.add(1, ordering: .sequentiallyConsistent)
  }
}
