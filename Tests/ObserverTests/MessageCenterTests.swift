import Observer
import Testing

/// Stands in for BlueKit's image view: a main-actor object that a message can carry.
@MainActor
private final class CoverView {
  var image: String?
}

/// The seed's `BLDownloadImageNotification`: an album view asks for its cover.
private struct CoverRequest: MainActorMessage {
  let imageView: CoverView
  let coverURL: String
}

/// Another kind of message, to check that observers only hear their own kind.
private struct AlbumDeleted: MainActorMessage {
  let index: Int
}

/// The smallest message, for counting deliveries.
private struct Ping: MainActorMessage {}

private let bowieCoverURL =
  "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png"
private let stingCoverURL =
  "http://www.coversproject.com/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png"

/// Counts deliveries on the main actor, where observers run.
@MainActor
private final class Counter {
  var count = 0
}

@MainActor
@Suite struct MessageCenterTests {
  let center = MessageCenter()

  @Test func anObserverReceivesTheMessagesTypedPayload() {
    let coverView = CoverView()
    var requests: [(CoverView, String)] = []
    let token = center.addObserver(for: CoverRequest.self) { request in
      requests.append((request.imageView, request.coverURL))
    }

    center.post(CoverRequest(imageView: coverView, coverURL: bowieCoverURL))

    #expect(requests.count == 1)
    #expect(requests.first?.0 === coverView)
    #expect(requests.first?.1 == bowieCoverURL)
    withExtendedLifetime(token) {}
  }

  @Test func anObserverCanAnswerThroughThePayload() {
    let coverView = CoverView()
    let cache = [bowieCoverURL: "[Best of Bowie]"]
    let token = center.addObserver(for: CoverRequest.self) { request in
      request.imageView.image = cache[request.coverURL]
    }

    center.post(CoverRequest(imageView: coverView, coverURL: bowieCoverURL))

    #expect(coverView.image == "[Best of Bowie]")
    withExtendedLifetime(token) {}
  }

  @Test func everyObserverReceivesEachMessageInRegistrationOrder() {
    var log: [String] = []
    let first = center.addObserver(for: AlbumDeleted.self) { log.append("first \($0.index)") }
    let second = center.addObserver(for: AlbumDeleted.self) { log.append("second \($0.index)") }
    let third = center.addObserver(for: AlbumDeleted.self) { log.append("third \($0.index)") }

    center.post(AlbumDeleted(index: 2))
    center.post(AlbumDeleted(index: 0))

    #expect(log == ["first 2", "second 2", "third 2", "first 0", "second 0", "third 0"])
    withExtendedLifetime((first, second, third)) {}
  }

  @Test func anObserverReceivesOnlyMessagesOfItsType() {
    var deletedIndexes: [Int] = []
    let token = center.addObserver(for: AlbumDeleted.self) { deletedIndexes.append($0.index) }

    center.post(CoverRequest(imageView: CoverView(), coverURL: stingCoverURL))
    center.post(AlbumDeleted(index: 4))

    #expect(deletedIndexes == [4])
    withExtendedLifetime(token) {}
  }

  @Test func aCancelledTokensObserverReceivesNothingMore() {
    var deliveries = 0
    let token = center.addObserver(for: Ping.self) { _ in deliveries += 1 }

    center.post(Ping())
    token.cancel()
    center.post(Ping())
    token.cancel()  // A second cancel does nothing.
    center.post(Ping())

    #expect(deliveries == 1)
  }

  @Test func aReleasedTokensObserverReceivesNothingMore() {
    var deliveries = 0
    var token: ObservationToken? = center.addObserver(for: Ping.self) { _ in deliveries += 1 }

    center.post(Ping())
    withExtendedLifetime(token) {}
    token = nil
    center.post(Ping())

    #expect(deliveries == 1)
  }

  @Test func aMessagePostedBeforeAnyoneObservesIsNotKept() {
    center.post(AlbumDeleted(index: 1))  // Nobody is listening: nothing happens.

    var deletedIndexes: [Int] = []
    let token = center.addObserver(for: AlbumDeleted.self) { deletedIndexes.append($0.index) }
    center.post(AlbumDeleted(index: 3))

    #expect(deletedIndexes == [3])
    withExtendedLifetime(token) {}
  }

  @Test func centersAreSeparate() {
    let otherCenter = MessageCenter()
    var deliveries = 0
    let token = otherCenter.addObserver(for: Ping.self) { _ in deliveries += 1 }

    center.post(Ping())
    MessageCenter.default.post(Ping())

    #expect(deliveries == 0)
    withExtendedLifetime(token) {}
  }

  @Test func theDefaultCenterIsOneInstance() {
    #expect(MessageCenter.default === MessageCenter.default)
  }
}

/// What observers may do from inside a delivery, without deadlock.
@MainActor
@Suite struct MessageCenterReentrancyTests {
  let center = MessageCenter()

  @Test func anObserverAddedDuringAPostReceivesFromTheNextPost() {
    var log: [String] = []
    var lateToken: ObservationToken?
    let token = center.addObserver(for: AlbumDeleted.self) { [center] message in
      log.append("early \(message.index)")
      if lateToken == nil {
        lateToken = center.addObserver(for: AlbumDeleted.self) { log.append("late \($0.index)") }
      }
    }

    center.post(AlbumDeleted(index: 1))
    center.post(AlbumDeleted(index: 2))

    #expect(log == ["early 1", "early 2", "late 2"])
    withExtendedLifetime((token, lateToken)) {}
  }

  @Test func anObserverCancelledDuringAPostDoesNotReceiveIt() {
    var log: [String] = []
    var secondToken: ObservationToken?
    let firstToken = center.addObserver(for: Ping.self) { _ in
      log.append("first")
      secondToken?.cancel()
    }
    secondToken = center.addObserver(for: Ping.self) { _ in log.append("second") }

    center.post(Ping())
    center.post(Ping())

    #expect(log == ["first", "first"])
    withExtendedLifetime(firstToken) {}
  }

  @Test func anObserverCanCancelItselfToHearOnlyOnce() {
    var deliveries = 0
    var token: ObservationToken?
    token = center.addObserver(for: Ping.self) { _ in
      deliveries += 1
      token?.cancel()
    }

    center.post(Ping())
    center.post(Ping())

    #expect(deliveries == 1)
  }

  @Test func aMessagePostedFromAnObserverIsDeliveredBeforeThePostGoesOn() {
    var log: [String] = []
    let forwarder = center.addObserver(for: AlbumDeleted.self) { [center] message in
      log.append("forwarder \(message.index)")
      center.post(Ping())
    }
    let pingObserver = center.addObserver(for: Ping.self) { _ in log.append("ping") }
    let lastObserver = center.addObserver(for: AlbumDeleted.self) { log.append("last \($0.index)") }

    center.post(AlbumDeleted(index: 0))

    #expect(log == ["forwarder 0", "ping", "last 0"])
    withExtendedLifetime((forwarder, pingObserver, lastObserver)) {}
  }
}

/// Registering and cancelling from many tasks at once.
@Suite struct MessageCenterConcurrencyTests {
  @Test func observersRegisteredFromManyTasksAtOnceAllReceive() async {
    let center = MessageCenter()
    let counter = Counter()

    let tokens = await withTaskGroup(of: ObservationToken.self) { group in
      for _ in 0..<1_000 {
        group.addTask {
          center.addObserver(for: Ping.self) { _ in counter.count += 1 }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    await center.post(Ping())

    #expect(tokens.count == 1_000)
    #expect(await counter.count == 1_000)
  }

  @Test func tokensCancelledFromManyTasksAtOnceAllStop() async {
    let center = MessageCenter()
    let counter = Counter()
    let tokens = (0..<1_000).map { _ in
      center.addObserver(for: Ping.self) { _ in counter.count += 1 }
    }

    await withTaskGroup(of: Void.self) { group in
      for token in tokens[..<600] {
        group.addTask { token.cancel() }
      }
    }
    await center.post(Ping())

    #expect(await counter.count == 400)
  }
}
