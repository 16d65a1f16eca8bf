import Foundation

// tutorial:begin notification-center-typed-bridge
extension NotificationCenter {
  /// Posts `message` as a classic notification, named by its type, to every observer of that
  /// name, before returning.
  ///
  /// A classic observer of `Message.name` receives it with the message's `userInfo`; an
  /// observer added with ``addObserver(for:using:)`` receives the message itself.
  ///
  /// - Parameters:
  ///   - message: The message; its type gives the notification's name.
  ///   - sender: The notification's `object`, which an observer may filter on; `nil` for none.
  @MainActor
  public func post<Message: NotificationMessage>(_ message: Message, sender: AnyObject? = nil) {
    post(name: Message.name, object: sender, userInfo: message.userInfo)
  }

  /// Calls `observer` with every `Message` posted from now on, until the returned token is
  /// cancelled or released.
  ///
  /// Underneath is the classic block observer, `addObserver(forName:object:queue:using:)`.
  /// Foundation keeps its block until `removeObserver` is called with the object it returned;
  /// forget that and the block, and all it captured, lives as long as the center. The kit's
  /// ``ObservationToken`` calls `removeObserver` for you when it is released.
  ///
  /// The observer runs on the main actor, where ``post(_:sender:)`` is called: a classic
  /// observer with no queue runs on the poster's thread, before `post` returns. Notifications
  /// whose `userInfo` does not hold a `Message` (a classic poster's mistake) are ignored; one
  /// posted by classic code off the main thread stops the program at `assumeIsolated`, which
  /// is where such a bug is cheapest to find.
  ///
  /// - Parameters:
  ///   - messageType: The type of message to observe, such as `CoverRequest.self`.
  ///   - observer: Called with each message.
  /// - Returns: The registration; releasing it removes the observer from the center.
  public func addObserver<Message: NotificationMessage>(
    for messageType: Message.Type,
    using observer: @escaping @MainActor (Message) -> Void
  ) -> Observer.ObservationToken {
    // Foundation's token is an opaque object that `removeObserver` accepts on any thread.
    nonisolated(unsafe) let registration = addObserver(
      forName: Message.name, object: nil, queue: nil
    ) { notification in
      // With no queue, the block runs on the poster's thread before `post` returns: the main
      // thread, for every poster that uses `post(_:sender:)`. Nothing else holds the
      // notification meanwhile, which the compiler cannot see.
      nonisolated(unsafe) let notification = notification
      MainActor.assumeIsolated {
        guard let message = Message(userInfo: notification.userInfo ?? [:]) else { return }
        observer(message)
      }
    }
    // `Observer.`: inside this extension, a bare `ObservationToken` is Foundation's own.
    return Observer.ObservationToken { [weak self] in
      self?.removeObserver(registration)
    }
  }
}
// tutorial:end notification-center-typed-bridge
