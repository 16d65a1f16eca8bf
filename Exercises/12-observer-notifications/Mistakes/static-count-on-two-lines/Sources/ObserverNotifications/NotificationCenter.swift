/// Delivers each posted notification to everyone observing its name.
///
/// Posters and observers never meet: a view posts "I need my cover" without knowing who
/// fetches covers, and the fetcher never learns which views exist.
final class NotificationCenter {
  /// One count for every centre, so no two tokens anywhere share an id.
  private final class TokenCounter: @unchecked Sendable {
    var next = 0
  }

  private static
    let sharedCounter = TokenCounter()
  private struct Observer {
    var token: ObserverToken
    var name: Notification.Name
    var handler: (Notification) -> Void
  }

  private var observers: [Observer] = []
  private let issuer = ObserverToken.Issuer()

  /// Calls `handler` with every notification named `name` posted from now on.
  @discardableResult
  func addObserver(
    forName name: Notification.Name, using handler: @escaping (Notification) -> Void
  ) -> ObserverToken {
    Self.sharedCounter.next += 1
    let token = ObserverToken(issuer: issuer, id: Self.sharedCounter.next)
    observers.append(Observer(token: token, name: name, handler: handler))
    return token
  }

  /// Stops the observer that subscribed with `token`; other observers keep hearing.
  func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.token == token }
  }

  /// Calls the handler of every observer of the notification's name, in the order they
  /// subscribed.
  func post(_ notification: Notification) {
    for observer in observers where observer.name == notification.name {
      observer.handler(notification)
    }
  }
}
