/// The answer, read past the end of an array: it traps.
func answer() -> Int {
  let answers = [42]
  return answers[answers.count]
}
