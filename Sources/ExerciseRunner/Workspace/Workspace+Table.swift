extension Workspace {
  /// The markers around the exercise table in `Exercises/README.md`.
  static let tableMarkers = (
    begin: "<!-- exercise table: generated from exercises.json -->",
    end: "<!-- end of exercise table -->"
  )

  /// The exercises as a Markdown table, in order, for `Exercises/README.md`.
  ///
  /// The README shows this table between ``tableMarkers``, and a test keeps it equal to what
  /// this returns, so the list learners read is the metadata the runner reads.
  var markdownTable: String {
    var lines = [
      "| # | exercise | pattern | what you build |",
      "| --- | --- | --- | --- |",
    ]
    for (index, exercise) in exercises.enumerated() {
      lines.append(
        "| \(index + 1) | [`\(exercise.name)`](\(exercise.folder)/README.md) "
          + "| \(exercise.pattern) | \(exercise.summary) |")
    }
    return lines.joined(separator: "\n")
  }
}
