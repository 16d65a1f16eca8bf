import CommandLineVocabulary
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
      for line in messages.solutionOpensOncePassed(exercise.name) { console.complain(line) }
      return .failure
    }
    let folder = workspace.folder(of: exercise).appendingPathComponent(Self.solutionFolder)
    for file in exercise.files {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else {
        console.complain(messages.solutionFileMissing(file))
        return .dataError
      }
      console.say("// \(displayPath(exercise, "\(Self.solutionFolder)/\(file)"))")
      console.say(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      console.say()
    }
    return .success
  }
}
