import Observation
import Observer
import Synchronization
import Testing

/// Counts `onChange` calls, which arrive on whatever thread makes the change.
private final class CallCounter: Sendable {
  private let calls = Mutex(0)

  var count: Int { calls.withLock { $0 } }

  func record() {
    calls.withLock { $0 += 1 }
  }
}

@MainActor
@Suite struct ObservationTrackingTests {
  private let model = ImageModel(caption: "Best of Bowie")
  private let counter = CallCounter()

  @Test func onChangeIsCalledOncePerTracking() {
    withObservationTracking {
      _ = model.image
    } onChange: { [counter] in
      counter.record()
    }

    model.image = "[cover]"
    model.image = "[another cover]"

    #expect(counter.count == 1)
  }

  @Test func onChangeIsCalledBeforeTheNewValueIsStored() {
    let seen = Mutex<String??>(nil)
    withObservationTracking {
      _ = model.image
    } onChange: { [model] in
      let image = MainActor.assumeIsolated { model.image }
      seen.withLock { $0 = .some(image) }
    }

    model.image = "[cover]"

    #expect(seen.withLock { $0 } == .some(nil))
  }

  @Test func trackingAgainSeesTheNextChange() {
    func track() {
      withObservationTracking {
        _ = model.image
      } onChange: { [counter] in
        counter.record()
      }
    }

    track()
    model.image = "[cover]"
    track()
    model.image = "[another cover]"

    #expect(counter.count == 2)
  }

  @Test func onlyWhatTheClosureReadIsTracked() {
    withObservationTracking {
      _ = model.image
    } onChange: { [counter] in
      counter.record()
    }

    model.caption = "Nothing Like the Sun"

    #expect(counter.count == 0)
  }
}

@MainActor
@Suite struct ObserveChangesTests {
  private let model = ImageModel()

  @Test func everyChangeArrivesWithItsNewValue() async {
    let (images, continuation) = AsyncStream.makeStream(of: String?.self)
    let token = observeChanges { [model] in
      model.image
    } onChange: {
      continuation.yield($0)
    }
    var iterator = images.makeAsyncIterator()

    model.image = "[cover]"
    #expect(await iterator.next() == .some("[cover]"))
    model.image = nil
    #expect(await iterator.next() == .some(nil))
    model.image = "[another cover]"
    #expect(await iterator.next() == .some("[another cover]"))

    withExtendedLifetime(token) {}
  }

  @Test func changesMadeTogetherArriveAsOneCallWithTheLatestValue() async {
    let (images, continuation) = AsyncStream.makeStream(of: String?.self)
    let token = observeChanges { [model] in
      model.image
    } onChange: {
      continuation.yield($0)
    }
    var iterator = images.makeAsyncIterator()

    model.image = "[cover]"
    model.image = "[another cover]"
    #expect(await iterator.next() == .some("[another cover]"))
    model.image = "[third cover]"
    #expect(await iterator.next() == .some("[third cover]"))

    withExtendedLifetime(token) {}
  }

  @Test func aCancelledObservationCallsNothingMore() async {
    let (images, continuation) = AsyncStream.makeStream(of: String?.self)
    let token = observeChanges { [model] in
      model.image
    } onChange: {
      continuation.yield($0)
    }
    var iterator = images.makeAsyncIterator()

    token.cancel()
    model.image = "[cover]"
    // Queued on the main actor after the observation's own follow-up to the change.
    await Task { continuation.finish() }.value

    #expect(await iterator.next() == nil)
  }

  @Test func aReleasedObservationCallsNothingMore() async {
    let (images, continuation) = AsyncStream.makeStream(of: String?.self)
    var token: ObservationToken? = observeChanges { [model] in
      model.image
    } onChange: {
      continuation.yield($0)
    }
    var iterator = images.makeAsyncIterator()

    withExtendedLifetime(token) {}
    token = nil
    model.image = "[cover]"
    // Queued on the main actor after the observation's own follow-up to the change.
    await Task { continuation.finish() }.value

    #expect(await iterator.next() == nil)
  }
}
