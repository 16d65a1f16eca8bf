import Synchronization

/// A notification center small enough to read: how a center keeps its observers and calls them,
/// the notification half of the Observer pattern seen from the inside.
///
/// The app's messages travel on Foundation's `NotificationCenter` (see ``NotificationMessage``);
/// this center carries the same ``MainActorMessage`` types, with no names and no `userInfo`, so a
/// learner can read every line of a subject: a list of registrations filed by message type, a
/// token per observer, and a `post` that walks one list.
///
/// ```swift
/// // The observer, once:
/// coverRequests = center.addObserver(for: CoverRequest.self) { request in
///   request.imageView.image = cache[request.coverURL]
/// }
///
/// // The poster, whenever it needs a cover:
/// center.post(CoverRequest(imageView: coverView, coverURL: album.coverURL))
/// ```
///
/// ## Delivery
///
/// ``post(_:)`` is synchronous, as `NotificationCenter.post` is for observers with no queue: it
/// calls every observer of the message's type, one after another in the order they registered,
/// and returns when the last one has. There is no queue, so the poster knows that every observer
/// has seen the message by the next line. Posting and delivering happen on the main actor (see
/// ``MainActorMessage``); registering and cancelling may happen anywhere.
///
/// Observers may post, register and cancel from inside a delivery: the center never holds its
/// lock while it calls an observer, so none of this can deadlock. The rules:
/// - An observer registered during a post receives the next post, not this one.
/// - An observer cancelled during a post receives nothing more, not even this post.
/// - A message posted from inside a delivery is delivered at once, before the outer post goes
///   on to its next observer.
///
/// A message nobody observes is dropped: an observer that registers later does not receive it.
/// There is no `object:` filter as in `NotificationCenter`: when who sent a message matters, the
/// message carries the sender as one of its properties.
///
/// ## Cost
///
/// Registrations are filed by message type, so a post costs time in proportion to the observers
/// of its own message, whatever else is registered; `swift run -c release Benchmarks` sets it
/// beside Foundation's center.
public final class MessageCenter: Sendable {
  /// The center the whole app shares, as Foundation's `NotificationCenter.default` is.
  public static let `default` = MessageCenter()

  /// One observer of one message type.
  ///
  /// A class, so that a post can hold on to it after leaving the lock and still see, before each
  /// delivery, whether it has been cancelled in the meantime.
  private final class Registration: Sendable {
    let id: Int
    let deliver: @MainActor (any MainActorMessage) -> Void
    /// Cleared when the token is cancelled; a post in progress checks it before each delivery.
    let isActive = Atomic(true)

    init(id: Int, deliver: @escaping @MainActor (any MainActorMessage) -> Void) {
      self.id = id
      self.deliver = deliver
    }
  }

  /// The observers of each message type, in the order they registered.
  ///
  /// Indexed by type so that a post touches only the observers of its own message: its cost
  /// grows with them, not with every registration of every type.
  private struct Registrations {
    var nextID = 0
    var byMessageType: [ObjectIdentifier: [Registration]] = [:]
  }

  private let registrations = Mutex(Registrations())

  /// Creates a center of its own, separate from ``default``.
  ///
  /// Pass one to the objects that post and observe, and a test sees only its own messages.
  public init() {}

  // tutorial:begin message-center-add-observer
  /// Calls `observer` with every message of type `messageType` posted from now on, until the
  /// returned token is cancelled or released.
  ///
  /// The observer runs on the main actor. Keep the token in a property of the object that
  /// observes; if `observer` uses that object, capture it `weak`: the center keeps `observer`
  /// until the token ends, so a strong capture would keep the object (and so its token) alive
  /// for as long as the center lives, which for `default` is forever.
  ///
  /// - Parameters:
  ///   - messageType: The type of message to observe, such as `CoverRequest.self`.
  ///   - observer: Called with each message, in the order observers registered.
  /// - Returns: The registration; releasing it unregisters the observer.
  public func addObserver<Message: MainActorMessage>(
    for messageType: Message.Type,
    using observer: @escaping @MainActor (Message) -> Void
  ) -> ObservationToken {
    let messageType = ObjectIdentifier(messageType)
    let registration = registrations.withLock { registrations in
      let registration = Registration(id: registrations.nextID) {
        // Only messages of this type are ever handed to this closure; see `post(_:)`.
        if let message = $0 as? Message { observer(message) }
      }
      registrations.nextID += 1
      registrations.byMessageType[messageType, default: []].append(registration)
      return registration
    }
    return ObservationToken { [weak self] in
      registration.isActive.store(false, ordering: .relaxed)
      self?.removeObserver(registration.id, of: messageType)
    }
  }
  // tutorial:end message-center-add-observer

  // tutorial:begin message-center-post
  /// Delivers `message` to every observer of its type, in the order they registered, before
  /// returning.
  ///
  /// - Parameter message: The message; its type decides who receives it.
  @MainActor
  public func post<Message: MainActorMessage>(_ message: Message) {
    let messageType = ObjectIdentifier(Message.self)
    let observers = registrations.withLock { $0.byMessageType[messageType] ?? [] }
    // The lock is released: an observer may register, cancel or post without deadlock. One
    // cancelled by an earlier observer of this same post is skipped.
    for observer in observers where observer.isActive.load(ordering: .relaxed) {
      observer.deliver(message)
    }
  }
  // tutorial:end message-center-post

  private func removeObserver(_ id: Int, of messageType: ObjectIdentifier) {
    registrations.withLock { registrations in
      registrations.byMessageType[messageType]?.removeAll { $0.id == id }
      if registrations.byMessageType[messageType]?.isEmpty == true {
        registrations.byMessageType[messageType] = nil
      }
    }
  }
}
