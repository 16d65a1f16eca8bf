/// Whoever a greeting is for: a protocol and an extension, for diagrams to name.
protocol Audience {
  /// How the audience is addressed.
  var name: String { get }
}

extension Greeter: Audience {}

/// A class, whose `class func` is a member and declares no type named `func`.
final class Hall {
  /// The hall's name.
  class func named() -> String { "Main hall" }
}
