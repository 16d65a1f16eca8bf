/// Delivers each posted notification to everyone observing its name.
///
/// Posters and observers never meet: a view posts "I need my cover" without knowing who
/// fetches covers, and the fetcher never learns which views exist.
final class NotificationCenter {
  private struct Observer {
    var token: ObserverToken
    var name: Notification.Name
    var handler: (Notification) -> Void
  }

  private var observers: [Observer] = []

  /// Calls `handler` with every notification named `name` posted from now on.
  @discardableResult
  func addObserver(
    forName name: Notification.Name, using handler: @escaping (Notification) -> Void
  ) -> ObserverToken {
    // The starter's token already works: a fresh Issuer is equal to no other, so each token is
    // different from every other one, this centre's and other centres'.
    let token = ObserverToken(issuer: ObserverToken.Issuer(), id: 0)
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
