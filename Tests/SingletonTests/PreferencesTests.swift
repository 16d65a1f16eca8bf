import Testing

@testable import Singleton

/// `Preferences`: a singleton actor whose methods run one at a time.
@Suite struct PreferencesTests {
  @Test func sharedIsTheSameInstanceInEveryTask() async {
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { ObjectIdentifier(Preferences.shared) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group {
        identities.insert(identity)
      }
      return identities
    }
    #expect(identities == [ObjectIdentifier(Preferences.shared)])
  }

  @Test func aSavedValueIsReadBack() async {
    let preferences = Preferences()
    await preferences.set("Best of Bowie", forKey: "lastAlbum")
    #expect(await preferences.value(forKey: "lastAlbum") == "Best of Bowie")
  }

  @Test func aKeyNeverSavedHasNoValue() async {
    let preferences = Preferences()
    #expect(await preferences.value(forKey: "lastAlbum") == nil)
    #expect(await preferences.keys == [])
  }

  @Test func savingNilRemovesTheKey() async {
    let preferences = Preferences()
    await preferences.set("Best of Bowie", forKey: "lastAlbum")
    await preferences.set(nil, forKey: "lastAlbum")
    #expect(await preferences.value(forKey: "lastAlbum") == nil)
    #expect(await preferences.keys == [])
  }

  @Test func keysAreSorted() async {
    let preferences = Preferences()
    await preferences.set("2", forKey: "volume")
    await preferences.set("Best of Bowie", forKey: "lastAlbum")
    #expect(await preferences.keys == ["lastAlbum", "volume"])
  }

  @Test func concurrentSavesLoseNone() async {
    let preferences = Preferences()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<100 {
        group.addTask {
          for setting in 0..<100 {
            await preferences.set("\(setting)", forKey: "task \(task) setting \(setting)")
          }
        }
      }
    }
    #expect(await preferences.keys.count == 10_000)
    #expect(await preferences.value(forKey: "task 99 setting 99") == "99")
  }
}
