extension String {
  /// The Levenshtein distance to `other`: how many single-character insertions, deletions or
  /// substitutions turn one into the other.
  ///
  /// The runner uses it to answer a mistyped exercise name with the name that was meant.
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var previousRow = Array(0...target.count)
    for (sourceIndex, sourceCharacter) in source.enumerated() {
      var row = [sourceIndex + 1]
      for (targetIndex, targetCharacter) in target.enumerated() {
        let substitution = previousRow[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
        row.append(Swift.min(substitution, previousRow[targetIndex + 1] + 1, row[targetIndex] + 1))
      }
      previousRow = row
    }
    return previousRow[target.count]
  }
}
