import BlueKit
import CommandLineVocabulary
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
  /// Where the learner runs `kit`: paths are shown relative to it, so a terminal or an editor
  /// can open them as printed.
  var currentDirectory = URL(
    fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  /// `--verbose`: reports list every failed expectation and compiler error.
  var verbose = false
  /// Whether reports may use colour (a terminal that has not asked for `NO_COLOR`).
  var colours = false
  /// The language the learner reads: messages, summaries and hints are in it.
  var language = Language.english

  /// Every sentence the runner says, in the learner's language.
  var messages: any Messages { language.messages }

  /// The learner's progress, read fresh each time (the learner may edit or delete the file).
  ///
  /// Reading never writes: a damaged file gives what could be understood of it, and stays
  /// where it is until ``setAsideDamagedProgress()`` moves it.
  var progress: LearnerProgress {
    switch LearnerProgress.read(from: workspace.progressFile) {
    case .missing: LearnerProgress()
    case .readable(let progress): progress
    case .damaged(let salvaged, _): salvaged
    }
  }

  /// Saves `progress`; on failure says why and returns `false`.
  ///
  /// A damaged progress file that could not be set aside is left alone, so nothing in it is
  /// lost.
  func save(_ progress: LearnerProgress) -> Bool {
    let file = workspace.progressFile
    if case .damaged = LearnerProgress.read(from: file) {
      console.complain(messages.notSavingOverDamagedProgress(displayPath(of: file)))
      return false
    }
    do {
      try progress.save(to: file)
      return true
    } catch {
      console.complain(
        messages.couldNotSaveProgress(displayPath(of: file), reason: error.reason))
      return false
    }
  }

  /// Sets a damaged progress file aside before a command reads it: renames it to
  /// `.progress.damaged-<time>`, writes what could be understood in its place, and tells the
  /// learner both.
  ///
  /// A damaged file (not UTF-8, or with lines the kit does not write) is never just rewritten,
  /// which would silently drop what the kit could not understand. A readable or missing file is
  /// left alone.
  func setAsideDamagedProgress() {
    let file = workspace.progressFile
    guard case .damaged(let salvaged, let reason) = LearnerProgress.read(from: file) else {
      return
    }
    let kept = KeptCopyName.unused(
      file.deletingLastPathComponent().appendingPathComponent(
        "\(file.lastPathComponent).damaged-\(KeptCopyName.stamp())"))
    console.complain(messages.progressDamaged(displayPath(of: file), reason: reason))
    do {
      try FileManager.default.moveItem(at: file, to: kept)
      try salvaged.save(to: file)
    } catch {
      console.complain(messages.progressLeftAsItIs(error.reason))
      return
    }
    console.complain(messages.progressKept(as: displayPath(of: kept), done: salvaged.done.count))
  }

  /// The exercise a command names, or the one the learner is on when it names none.
  ///
  /// Says what is wrong and returns `nil` for an unknown name, or when every exercise is done
  /// and none was named.
  func exercise(named name: String?) -> Exercise? {
    guard let name else {
      if let current = progress.currentExercise(in: workspace.exercises) { return current }
      console.say(messages.everyExerciseDoneNameOne)
      return nil
    }
    guard let exercise = workspace.exercise(named: name) else {
      console.complain(workspace.unknownExerciseMessage(name, messages: messages))
      return nil
    }
    return exercise
  }

  /// A file or folder of `exercise` as the learner would type it where they run `kit`:
  /// `Exercises/NN-name/relativePath` from the kit's folder.
  func displayPath(_ exercise: Exercise, _ relativePath: String = "") -> String {
    let folder = workspace.folder(of: exercise)
    return displayPath(
      of: relativePath.isEmpty ? folder : folder.appendingPathComponent(relativePath))
  }

  /// Where the learner reads `exercise`'s instructions: its translation into the learner's
  /// language (`README.zh-Hans.md`) when it has one, else `README.md`.
  func readmePath(_ exercise: Exercise) -> String {
    let translated = workspace.folder(of: exercise).appendingPathComponent(language.readmeName)
    let hasTranslation = FileManager.default.fileExists(atPath: translated.path)
    return displayPath(exercise, hasTranslation ? language.readmeName : "README.md")
  }

  /// `url` relative to the current directory when it is inside it, else absolute.
  func displayPath(of url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = currentDirectory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
