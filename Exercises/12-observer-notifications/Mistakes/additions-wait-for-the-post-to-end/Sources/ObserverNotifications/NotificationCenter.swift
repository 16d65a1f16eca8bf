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
  /// Observers that subscribed while a post was under way: they join once it is over, so the
  /// list a post walks never changes under it.
  private var joining: [Observer] = []
  private var postsUnderWay = 0
  private let issuer = ObserverToken.Issuer()
  private var subscriptionCount = 0

  /// Calls `handler` with every notification named `name` posted from now on.
  @discardableResult
  func addObserver(
    forName name: Notification.Name, using handler: @escaping (Notification) -> Void
  ) -> ObserverToken {
    subscriptionCount += 1
    let token = ObserverToken(issuer: issuer, id: subscriptionCount)
    let observer = Observer(token: token, name: name, handler: handler)
    if postsUnderWay > 0 {
      joining.append(observer)
    } else {
      observers.append(observer)
    }
    return token
  }

  /// Stops the observer that subscribed with `token`; other observers keep hearing.
  func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.token == token }
    joining.removeAll { $0.token == token }
  }

  /// Calls the handler of every observer of the notification's name, in the order they
  /// subscribed.
  func post(_ notification: Notification) {
    postsUnderWay += 1
    for observer in observers where observer.name == notification.name {
      observer.handler(notification)
    }
    postsUnderWay -= 1
    if postsUnderWay == 0 {
      observers += joining
      joining = []
    }
  }
}
