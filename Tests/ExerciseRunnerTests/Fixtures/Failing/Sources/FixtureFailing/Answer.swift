/// The answer, as a starter leaves it: a placeholder.
func answer() -> Int {
  // TODO: The answer is 42.
  0
}

/// A title with an apostrophe, one character short, to see how its value is shown.
func title() -> String {
  "It's My Life"
}
