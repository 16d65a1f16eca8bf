// tutorial:begin greeter
/// Says hello to one person.
struct Greeter {
  /// Who to greet.
  var name: String

  // tutorial:begin greet
  /// The greeting.
  func greet() -> String {
    "Hello, \(name)!"
  }
  // tutorial:end greet
}
// tutorial:end greeter

// tutorial:begin unquoted
/// A region that no chapter quotes.
struct Unquoted {}
// tutorial:end unquoted
