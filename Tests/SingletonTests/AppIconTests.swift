import Testing

@testable import Singleton

/// `AppIcon`: a singleton on the main actor, reached from elsewhere by hopping there.
@MainActor
@Suite struct AppIconTests {
  @Test func sharedIsTheSameInstanceOnEveryRead() {
    let first = AppIcon.shared
    for _ in 0..<1_000 {
      #expect(AppIcon.shared === first)
    }
  }

  @Test func sharedIsTheSameInstanceSeenFromBackgroundTasks() async {
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { await ObjectIdentifier(AppIcon.shared) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group {
        identities.insert(identity)
      }
      return identities
    }
    #expect(identities == [ObjectIdentifier(AppIcon.shared)])
  }

  @Test func aNewIconShowsNoBadge() {
    #expect(AppIcon().badgeNumber == 0)
  }

  @Test func backgroundTasksHoppingToTheMainActorLoseNoIncrement() async {
    let icon = AppIcon()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask {
          await MainActor.run { icon.badgeNumber += 1 }
        }
      }
    }
    #expect(icon.badgeNumber == 1_000)
  }
}
