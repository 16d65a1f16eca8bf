import Foundation

extension Runner {
  /// `kit solution [name]`: the reference solution, once the learner's own passes.
  ///
  /// It waits for a pass because reading the answer first skips the part that teaches.
  func solution(_ name: String?) -> ExitCode {
    guard let exercise = exercise(named: name) else {
      return name == nil ? .success : .usage
    }
    guard progress.done.contains(exercise.name) else {
      console.complain("error: the solution of \(exercise.name) opens once yours passes.")
      console.complain(
        "Check it: swift run kit check \(exercise.name) (stuck? swift run kit hint "
          + "\(exercise.name))")
      return .failure
    }
    let folder = workspace.folder(of: exercise).appendingPathComponent(Self.solutionFolder)
    for file in exercise.files {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else {
        console.complain("error: the solution file \(file) is missing.")
        return .dataError
      }
      console.say("// \(displayPath(exercise, "\(Self.solutionFolder)/\(file)"))")
      console.say(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      console.say()
    }
    return .success
  }
}
