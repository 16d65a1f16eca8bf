import Foundation

/// A typed message that travels as one of Foundation's classic notifications: a name and a
/// `userInfo` dictionary.
///
/// The app's messages go through Foundation's `NotificationCenter`, the center every iOS app
/// shares with UIKit. Its classic API is stringly typed: a name, and a dictionary each observer
/// unpacks with string keys and casts. Foundation's typed messages
/// (`NotificationCenter.MainActorMessage`) fix that, but on Apple platforms they need macOS 26
/// or iOS 26, and this kit runs on macOS 15. So a message type states its name and how it packs
/// into and out of `userInfo`, once, and everyone else posts and observes the type (see
/// `NotificationCenter.post(_:)` and `addObserver(for:using:)` in this module). The casts live
/// in one place, next to the keys. Apple's typed messages bridge to classic notifications the
/// same way, with `makeNotification(_:)` and `makeMessage(_:)`.
///
/// ```swift
/// struct CoverRequest: NotificationMessage {
///   static let name = Notification.Name("BLDownloadImageNotification")
///   let imageView: ImageView
///   let coverURL: String
///
///   var userInfo: [AnyHashable: Any] { ["imageView": imageView, "coverUrl": coverURL] }
///
///   init?(userInfo: [AnyHashable: Any]) { ... }  // the two casts, here and nowhere else
/// }
/// ```
///
/// A notification message is also a ``MainActorMessage``, so the kit's teaching center,
/// ``MessageCenter``, carries it too.
public protocol NotificationMessage: MainActorMessage {
  /// The classic notification's name; an observer using the classic API listens for it.
  static var name: Notification.Name { get }

  /// The message's payload as the classic notification carries it.
  @MainActor var userInfo: [AnyHashable: Any] { get }

  /// Unpacks a message from a classic notification's `userInfo`, or fails when it does not
  /// hold one (a key missing, a value of the wrong type).
  @MainActor init?(userInfo: [AnyHashable: Any])
}
