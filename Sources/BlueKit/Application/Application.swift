import Foundation

/// The running app: it announces lifecycle moments as notifications (UIKit's `UIApplication`).
///
/// The tutorial saves its state when the app goes to the background, by observing
/// ``didEnterBackgroundNotification``. Headless, the terminal app calls ``enterBackground()``
/// when the user suspends or leaves it, and ``terminate()`` when it quits.
@MainActor
public final class Application {
  /// Posted when the app leaves the screen; save what must survive now.
  public static let didEnterBackgroundNotification = Notification.Name(
    "BlueKit.Application.didEnterBackground")

  /// Posted just before the app exits.
  public static let willTerminateNotification = Notification.Name(
    "BlueKit.Application.willTerminate")

  /// The app of this process, posting to the default notification center.
  public static let shared = Application()

  /// Where the lifecycle notifications are posted.
  public let notificationCenter: NotificationCenter

  /// Whether the app is in the background.
  public private(set) var isInBackground = false

  /// Creates an application posting to `notificationCenter` (tests pass their own).
  public init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
  }

  /// Moves the app to the background and posts ``didEnterBackgroundNotification``.
  public func enterBackground() {
    isInBackground = true
    notificationCenter.post(name: Self.didEnterBackgroundNotification, object: nil)
  }

  /// Brings the app back to the foreground.
  public func enterForeground() {
    isInBackground = false
  }

  /// Posts ``willTerminateNotification``; the caller then exits.
  public func terminate() {
    notificationCenter.post(name: Self.willTerminateNotification, object: nil)
  }
}
