import Foundation

/// The exercise runner: what each `kit` command does, given where the exercises are, how to
/// check one, and a console to talk through.
struct Runner {
  /// The Exercises folder and its exercises.
  let workspace: Workspace
  /// Where messages go and answers come from.
  let console: Console
  /// How an exercise is built and tested.
  let checker: any ExerciseChecker

  /// The learner's progress, read fresh each time (the learner may edit or delete the file).
  var progress: LearnerProgress { LearnerProgress.load(from: workspace.progressFile) }

  /// Saves `progress`; on failure says why and returns `false`.
  func save(_ progress: LearnerProgress) -> Bool {
    do {
      try progress.save(to: workspace.progressFile)
      return true
    } catch {
      console.complain(
        "error: could not save your progress in \(workspace.progressFile.path): "
          + error.localizedDescription)
      return false
    }
  }

  /// The exercise a command names, or the one the learner is on when it names none.
  ///
  /// Says what is wrong and returns `nil` for an unknown name, or when every exercise is done
  /// and none was named.
  func exercise(named name: String?) -> Exercise? {
    guard let name else {
      if let current = progress.currentExercise(in: workspace.exercises) { return current }
      console.say("Every exercise is done. Name one to revisit it: swift run kit list")
      return nil
    }
    guard let exercise = workspace.exercise(named: name) else {
      console.complain(workspace.unknownExerciseMessage(name))
      return nil
    }
    return exercise
  }

  /// `Exercises/NN-name/relativePath`, as a learner would type it from the kit's folder.
  func displayPath(_ exercise: Exercise, _ relativePath: String = "") -> String {
    let folder = "\(workspace.folder.lastPathComponent)/\(exercise.folder)"
    return relativePath.isEmpty ? folder : "\(folder)/\(relativePath)"
  }
}
