/// The running application, one per program: a singleton that lives on the main actor.
///
/// There is one running application, as UIKit has one `UIApplication.shared`, so it is a
/// singleton, reached through ``shared``.
///
/// ```swift
/// // In user-interface code, which runs on the main actor:
/// Application.shared.iconBadgeNumber = 3
///
/// // Anywhere else, hop to the main actor first:
/// await MainActor.run { Application.shared.iconBadgeNumber += 1 }
/// ```
///
/// Pick `@MainActor` when the shared state belongs to the user interface, which runs on the
/// main thread anyway. Code on the main actor, which is all user-interface code, uses it
/// directly: no lock, no `await`. Code anywhere else must hop to the main actor, and the
/// compiler will not let it forget. Do not pick it for slow work or work that has nothing to
/// do with the interface: every call would wait its turn behind drawing and touches. For that,
/// pick an actor (``Preferences``) or a `Mutex` (``Logger``).
///
/// A `@MainActor` class is `Sendable` (only the main actor touches its state), so its
/// `static let shared` compiles in the Swift 6 language mode with no lock of its own.
@MainActor
public final class Application {
  /// The one application object the whole program shares.
  public static let shared = Application()

  /// The number shown on the application's icon; `0` shows none.
  public var iconBadgeNumber = 0

  /// Creates an application object of its own: internal, so that outside this module
  /// ``shared`` is the only one, while tests make a fresh one each.
  init() {}
}
