extension Double {
  /// `110` rather than `110.0`, so frames read the way the tutorial writes them.
  var compactDescription: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
