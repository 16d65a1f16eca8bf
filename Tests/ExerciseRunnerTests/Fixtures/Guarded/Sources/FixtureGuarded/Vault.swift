/// The one vault: its initializer is private, as the README asks, but its key is not.
final class Vault: Sendable {
  /// The only vault.
  static let shared = Vault()

  /// Internal where the README asks for private: the check that compiles.
  let key = "1234"

  private init() {}

  /// Whether `attempt` is the key.
  func opens(with attempt: String) -> Bool { attempt == key }
}
