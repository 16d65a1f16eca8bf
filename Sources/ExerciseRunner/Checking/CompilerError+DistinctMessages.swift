extension [CompilerError] {
  /// Each message once, in the order the compiler first said it: a snippet that calls three
  /// missing initializers gets one "argument passed to call that takes no arguments", not
  /// three.
  var distinctMessages: [String] {
    var seen: Set<String> = []
    return map(\.message).filter { seen.insert($0).inserted }
  }
}
