/// The answer, right.
func answer() -> Int { 42 }
