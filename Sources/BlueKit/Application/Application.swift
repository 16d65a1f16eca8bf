import Foundation
import Observer

/// The running app: it announces lifecycle moments as notifications (UIKit's `UIApplication`).
///
/// The tutorial saves its state when the app goes to the background, by observing
/// `UIApplicationDidEnterBackgroundNotification`. Here the moments are typed messages,
/// ``DidEnterBackground`` and ``WillTerminate``, posted on Foundation's `NotificationCenter`
/// under UIKit's classic names: an observer names the type, gets a token, and stops hearing
/// when the token goes. Headless, the terminal app calls ``enterBackground()`` when the user
/// suspends or leaves it, and ``terminate()`` when it quits.
@MainActor
public final class Application {
  // tutorial:begin application-messages
  /// Posted when the app leaves the screen; save what must survive now.
  public struct DidEnterBackground: NotificationMessage {
    /// UIKit's name for the same moment.
    public static let name = Notification.Name("UIApplicationDidEnterBackgroundNotification")

    /// Creates the message.
    public init() {}

    /// The moment carries nothing.
    public var userInfo: [AnyHashable: Any] { [:] }

    /// Any notification of this name is this moment.
    public init?(userInfo: [AnyHashable: Any]) {}
  }
  // tutorial:end application-messages

  /// Posted just before the app exits.
  public struct WillTerminate: NotificationMessage {
    /// UIKit's name for the same moment.
    public static let name = Notification.Name("UIApplicationWillTerminateNotification")

    /// Creates the message.
    public init() {}

    /// The moment carries nothing.
    public var userInfo: [AnyHashable: Any] { [:] }

    /// Any notification of this name is this moment.
    public init?(userInfo: [AnyHashable: Any]) {}
  }

  /// The app of this process, posting to the default notification center.
  public static let shared = Application()

  /// Where the lifecycle messages are posted.
  public let notificationCenter: NotificationCenter

  /// Whether the app is in the background.
  public private(set) var isInBackground = false

  /// Creates an application posting to `notificationCenter` (tests pass their own).
  public init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
  }

  /// Moves the app to the background and posts ``DidEnterBackground``.
  public func enterBackground() {
    isInBackground = true
    notificationCenter.post(DidEnterBackground(), sender: self)
  }

  /// Brings the app back to the foreground.
  public func enterForeground() {
    isInBackground = false
  }

  /// Posts ``WillTerminate``; the caller then exits.
  public func terminate() {
    notificationCenter.post(WillTerminate(), sender: self)
  }
}
