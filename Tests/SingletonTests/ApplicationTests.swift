import Testing

@testable import Singleton

/// `Application`: a singleton on the main actor, reached from elsewhere by hopping there.
@MainActor
@Suite struct ApplicationTests {
  @Test func sharedIsTheSameInstanceOnEveryRead() {
    let first = Application.shared
    for _ in 0..<1_000 {
      #expect(Application.shared === first)
    }
  }

  @Test func sharedIsTheSameInstanceSeenFromBackgroundTasks() async {
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { await ObjectIdentifier(Application.shared) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group {
        identities.insert(identity)
      }
      return identities
    }
    #expect(identities == [ObjectIdentifier(Application.shared)])
  }

  @Test func aNewApplicationShowsNoBadge() {
    #expect(Application().iconBadgeNumber == 0)
  }

  @Test func backgroundTasksHoppingToTheMainActorLoseNoIncrement() async {
    let application = Application()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask {
          await MainActor.run { application.iconBadgeNumber += 1 }
        }
      }
    }
    #expect(application.iconBadgeNumber == 1_000)
  }
}
