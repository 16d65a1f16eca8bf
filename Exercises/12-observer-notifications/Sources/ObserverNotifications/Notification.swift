/// A message posted to a `NotificationCenter`: what happened, and the details.
struct Notification: Equatable, Sendable {
  /// What kind of thing happened; observers subscribe to names.
  struct Name: Hashable, Sendable {
    /// The name as text.
    var rawValue: String
  }

  /// What happened.
  var name: Name
  /// The cover the notification is about.
  var coverURL: String
}

extension Notification.Name {
  /// A cover needs its image (posted by `AlbumView`, heard by `LibraryAPI`).
  static let downloadImage = Notification.Name(rawValue: "downloadImage")
  /// The app is going to the background (the Memento exercises save state on it).
  static let didEnterBackground = Notification.Name(rawValue: "didEnterBackground")
}

/// An observer's subscription; hand it back to `removeObserver(_:)` to stop hearing.
struct ObserverToken: Hashable, Sendable {
  /// Stands for the centre that hands tokens out: each centre makes its own, and two are never
  /// equal, so tokens from two centres never are either.
  final class Issuer: Hashable, Sendable {
    static func == (left: Issuer, right: Issuer) -> Bool { left === right }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// The centre that handed it out.
  var issuer: Issuer
  /// Tells that centre's subscriptions apart.
  var id: Int
}
