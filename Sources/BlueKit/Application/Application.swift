import Observer

/// The running app: it announces lifecycle moments as messages (UIKit's `UIApplication`).
///
/// The tutorial saves its state when the app goes to the background, by observing
/// `UIApplicationDidEnterBackgroundNotification`. Here the moments are typed messages,
/// ``DidEnterBackground`` and ``WillTerminate``, posted on a `MessageCenter`: an observer names
/// the type, gets a token, and stops hearing when the token goes. Headless, the terminal app
/// calls ``enterBackground()`` when the user suspends or leaves it, and ``terminate()`` when it
/// quits.
@MainActor
public final class Application {
  // tutorial:begin application-messages
  /// Posted when the app leaves the screen; save what must survive now.
  public struct DidEnterBackground: MainActorMessage {
    /// Creates the message.
    public init() {}
  }
  // tutorial:end application-messages

  /// Posted just before the app exits.
  public struct WillTerminate: MainActorMessage {
    /// Creates the message.
    public init() {}
  }

  /// The app of this process, posting to the default message center.
  public static let shared = Application()

  /// Where the lifecycle messages are posted.
  public let messageCenter: MessageCenter

  /// Whether the app is in the background.
  public private(set) var isInBackground = false

  /// Creates an application posting to `messageCenter` (tests pass their own).
  public init(messageCenter: MessageCenter = .default) {
    self.messageCenter = messageCenter
  }

  /// Moves the app to the background and posts ``DidEnterBackground``.
  public func enterBackground() {
    isInBackground = true
    messageCenter.post(DidEnterBackground())
  }

  /// Brings the app back to the foreground.
  public func enterForeground() {
    isInBackground = false
  }

  /// Posts ``WillTerminate``; the caller then exits.
  public func terminate() {
    messageCenter.post(WillTerminate())
  }
}
