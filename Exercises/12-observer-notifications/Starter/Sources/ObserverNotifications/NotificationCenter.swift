/// Delivers each posted notification to everyone observing its name.
///
/// Posters and observers never meet: a view posts "I need my cover" without knowing who
/// fetches covers, and the fetcher never learns which views exist.
final class NotificationCenter {
  // TODO: Keep the observers here: for each one, its token, the name it observes, and its
  // handler, in the order they subscribed. Make each token different (count them), and give
  // every token this centre's own `ObserverToken.Issuer()`, made once.

  /// Calls `handler` with every notification named `name` posted from now on.
  @discardableResult
  func addObserver(
    forName name: Notification.Name, using handler: @escaping (Notification) -> Void
  ) -> ObserverToken {
    // TODO: Remember the observer, and return its own token.
    ObserverToken(issuer: ObserverToken.Issuer(), id: 0)
  }

  /// Stops the observer that subscribed with `token`; other observers keep hearing.
  func removeObserver(_ token: ObserverToken) {
    // TODO: Forget the observer with this token.
  }

  /// Calls the handler of every observer of the notification's name, in the order they
  /// subscribed.
  func post(_ notification: Notification) {
    // TODO: Hand the notification to each observer of its name.
  }
}
