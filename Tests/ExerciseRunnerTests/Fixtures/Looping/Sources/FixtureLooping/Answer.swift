/// The answer, after a loop a learner meant to end: `i` never changes, so it never does.
func answer() -> Int {
  var i = 0
  while i >= 0 { i &+= 0 }
  return 42
}
