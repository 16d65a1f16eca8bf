import Observer
import Testing

/// A plain class, with no isolation, that opts in to key-value observing.
private final class Album: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  var title: String {
    didSet { didChangeValue(for: \.title, from: oldValue) }
  }

  var year: String {
    didSet { didChangeValue(for: \.year, from: oldValue) }
  }

  init(title: String, year: String) {
    self.title = title
    self.year = year
  }
}

/// Records the changes a handler receives.
private final class ChangeLog<Value> {
  var changes: [KeyValueObservedChange<Value>] = []
}

@Suite struct KeyValueObservingOptionsTests {
  private let album = Album(title: "Best of Bowie", year: "1992")
  private let log = ChangeLog<String>()

  @Test func initialWithNewCallsTheHandlerAtOnceWithTheCurrentValue() {
    let observation = album.observe(\.title, options: [.initial, .new]) { [log] _, change in
      log.changes.append(change)
    }

    #expect(log.changes == [KeyValueObservedChange(newValue: "Best of Bowie")])
    withExtendedLifetime(observation) {}
  }

  @Test func initialAloneCallsTheHandlerAtOnceWithNoValues() {
    let observation = album.observe(\.title, options: [.initial]) { [log] _, change in
      log.changes.append(change)
    }

    #expect(log.changes == [KeyValueObservedChange()])
    withExtendedLifetime(observation) {}
  }

  @Test func newFillsInTheValueAfterTheChange() {
    let observation = album.observe(\.year, options: [.new]) { [log] _, change in
      log.changes.append(change)
    }

    album.year = "1993"

    #expect(log.changes == [KeyValueObservedChange(newValue: "1993")])
    withExtendedLifetime(observation) {}
  }

  @Test func oldFillsInTheValueBeforeTheChange() {
    let observation = album.observe(\.year, options: [.old]) { [log] _, change in
      log.changes.append(change)
    }

    album.year = "1993"

    #expect(log.changes == [KeyValueObservedChange(oldValue: "1992")])
    withExtendedLifetime(observation) {}
  }

  @Test func oldAndNewFillInBothValuesForEveryChange() {
    let observation = album.observe(\.year, options: [.old, .new]) { [log] _, change in
      log.changes.append(change)
    }

    album.year = "1993"
    album.year = "1994"

    #expect(
      log.changes == [
        KeyValueObservedChange(oldValue: "1992", newValue: "1993"),
        KeyValueObservedChange(oldValue: "1993", newValue: "1994"),
      ])
    withExtendedLifetime(observation) {}
  }

  @Test func noOptionsReportsEachChangeWithNoValues() {
    let observation = album.observe(\.year) { [log] _, change in
      log.changes.append(change)
    }

    album.year = "1993"
    album.year = "1994"

    #expect(log.changes == [KeyValueObservedChange(), KeyValueObservedChange()])
    withExtendedLifetime(observation) {}
  }

  @Test func everyAssignmentNotifiesEvenOfAnEqualValue() {
    let observation = album.observe(\.year, options: [.old, .new]) { [log] _, change in
      log.changes.append(change)
    }

    album.year = "1992"

    #expect(log.changes == [KeyValueObservedChange(oldValue: "1992", newValue: "1992")])
    withExtendedLifetime(observation) {}
  }
}

@Suite struct KeyValueObservingTests {
  private let album = Album(title: "Best of Bowie", year: "1992")

  @Test func theHandlerReceivesTheObservedObject() {
    var observed: [Album] = []
    let observation = album.observe(\.title) { album, _ in observed.append(album) }

    album.title = "Nothing Like the Sun"

    #expect(observed.count == 1)
    #expect(observed.first === album)
    withExtendedLifetime(observation) {}
  }

  @Test func onlyTheObservedPropertyNotifies() {
    var titles: [String?] = []
    let observation = album.observe(\.title, options: [.new]) { _, change in
      titles.append(change.newValue)
    }

    album.year = "1993"
    album.title = "Nothing Like the Sun"

    #expect(titles == ["Nothing Like the Sun"])
    withExtendedLifetime(observation) {}
  }

  @Test func handlersRunInTheOrderTheyWereRegistered() {
    var log: [String] = []
    let first = album.observe(\.year) { _, _ in log.append("first") }
    let second = album.observe(\.year) { _, _ in log.append("second") }
    let third = album.observe(\.year) { _, _ in log.append("third") }

    album.year = "1993"

    #expect(log == ["first", "second", "third"])
    withExtendedLifetime((first, second, third)) {}
  }

  @Test func anInvalidatedObservationHearsNothingMore() {
    var changes = 0
    let observation = album.observe(\.year) { _, _ in changes += 1 }

    album.year = "1993"
    observation.invalidate()
    album.year = "1994"
    observation.invalidate()  // A second invalidate does nothing.
    album.year = "1995"

    #expect(changes == 1)
  }

  @Test func aReleasedObservationHearsNothingMore() {
    var changes = 0
    var observation: KeyValueObservation? = album.observe(\.year) { _, _ in changes += 1 }

    album.year = "1993"
    withExtendedLifetime(observation) {}
    observation = nil
    album.year = "1994"

    #expect(changes == 1)
  }

  @Test func aHandlerCanInvalidateItsOwnObservationToHearOnlyOnce() {
    var changes = 0
    var observation: KeyValueObservation?
    observation = album.observe(\.year) { _, _ in
      changes += 1
      observation?.invalidate()
    }

    album.year = "1993"
    album.year = "1994"

    #expect(changes == 1)
  }

  @Test func aHandlerInvalidatedByAnEarlierHandlerMissesThatChange() {
    var log: [String] = []
    var second: KeyValueObservation?
    let first = album.observe(\.year) { _, _ in
      log.append("first")
      second?.invalidate()
    }
    second = album.observe(\.year) { _, _ in log.append("second") }

    album.year = "1993"

    #expect(log == ["first"])
    withExtendedLifetime(first) {}
  }

  @Test func aHandlerAddedDuringAChangeHearsFromTheNextChange() {
    var log: [String] = []
    var late: KeyValueObservation?
    let early = album.observe(\.year, options: [.new]) { [album] _, change in
      log.append("early \(change.newValue ?? "")")
      if late == nil {
        late = album.observe(\.year, options: [.new]) { _, change in
          log.append("late \(change.newValue ?? "")")
        }
      }
    }

    album.year = "1993"
    album.year = "1994"

    #expect(log == ["early 1993", "early 1994", "late 1994"])
    withExtendedLifetime((early, late)) {}
  }

  @Test func anObjectReleasedWhileObservedIsFreedAndCallsNothing() {
    /// Something the handler holds on to, to see when the handler itself is freed.
    final class Witness {}

    weak var releasedAlbum: Album?
    weak var releasedWitness: Witness?
    var changes = 0
    var observation: KeyValueObservation?
    do {
      let album = Album(title: "It's My Life", year: "2003")
      let witness = Witness()
      releasedAlbum = album
      releasedWitness = witness
      observation = album.observe(\.year) { _, _ in
        withExtendedLifetime(witness) { changes += 1 }
      }
    }

    #expect(releasedAlbum == nil)
    #expect(releasedWitness == nil)  // The handler went with the album's observers.
    observation?.invalidate()  // Nothing left to end, and no crash.
    #expect(changes == 0)
  }
}

/// Stands in for BlueKit's spinner (`UIActivityIndicatorView`).
@MainActor
private final class Spinner {
  private(set) var isAnimating = true

  func stopAnimating() {
    isAnimating = false
  }
}

/// Stands in for BlueKit's image view: a main-actor class with an observable property.
@MainActor
private final class CoverImageView: @MainActor KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  var image: String? {
    didSet { didChangeValue(for: \.image, from: oldValue) }
  }
}

/// The seed's album view: it stops its spinner when its cover's image arrives.
@MainActor
private final class CoverView {
  let imageView = CoverImageView()
  let spinner = Spinner()
  private var imageObservation: KeyValueObservation?

  init() {
    imageObservation = imageView.observe(\.image) { [weak self] _, _ in
      self?.spinner.stopAnimating()
    }
  }
}

@MainActor
@Suite struct MainActorKeyValueObservingTests {
  @Test func aMainActorHandlerStopsTheSpinnerWhenTheImageArrives() {
    let coverView = CoverView()
    #expect(coverView.spinner.isAnimating)

    coverView.imageView.image = "[Best of Bowie]"

    #expect(!coverView.spinner.isAnimating)
  }

  @Test func changesOfAnOptionalPropertyAreDoubleOptionals() {
    let imageView = CoverImageView()
    var changes: [KeyValueObservedChange<String?>] = []
    let observation = imageView.observe(\.image, options: [.initial, .old, .new]) { _, change in
      changes.append(change)
    }

    imageView.image = "[Best of Bowie]"

    #expect(
      changes == [
        KeyValueObservedChange(newValue: .some(nil)),
        KeyValueObservedChange(oldValue: .some(nil), newValue: "[Best of Bowie]"),
      ])
    withExtendedLifetime(observation) {}
  }

  @Test func observersRegisteredFromManyTasksAtOnceAllHearTheChange() async {
    let imageView = CoverImageView()
    let counter = ChangeCounter()

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { @MainActor in
          counter.observations.append(imageView.observe(\.image) { _, _ in counter.count += 1 })
        }
      }
    }
    imageView.image = "[Staring at the Sun]"

    #expect(counter.observations.count == 1_000)
    #expect(counter.count == 1_000)
  }
}

/// Keeps observations alive and counts the changes they report, on the main actor.
@MainActor
private final class ChangeCounter {
  var observations: [KeyValueObservation] = []
  var count = 0
}
