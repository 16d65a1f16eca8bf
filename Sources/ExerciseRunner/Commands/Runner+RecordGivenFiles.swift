import CommandLineVocabulary
import Foundation

extension Runner {
  /// `kit verify --record-given-files [name...]`: records the given files of the exercises
  /// (all of them when `names` is empty) in `Exercises/given-files.json`, for the kit's
  /// authors after they change a test or a collaborator on purpose.
  ///
  /// Recording is trusting: the record is what `kit check` holds a learner's folder to, so a
  /// test weakened by mistake and then recorded stays weak. The message says to read the diff.
  ///
  /// - Returns: `.success` once written; `.cannotWrite` when the record could not be saved.
  func recordGivenFiles(_ names: [String]) -> ExitCode {
    guard let selected = exercises(named: names) else { return .usage }
    var record: GivenFilesRecord
    do {
      record = try workspace.givenFilesRecord()
    } catch {
      // An unreadable record is replaced whole when every exercise is recorded again.
      guard names.isEmpty else {
        console.complain(error.message(messages))
        return .dataError
      }
      record = GivenFilesRecord()
    }
    if names.isEmpty { record.exercises = [:] }
    for exercise in selected {
      record.exercises[exercise.folder] = workspace.recordedGivenFiles(of: exercise)
    }
    do {
      try workspace.save(record)
    } catch {
      console.complain(
        messages.couldNotSaveRecord(
          displayPath(of: workspace.givenFilesRecordFile), reason: error.reason))
      return .cannotWrite
    }
    console.say(
      messages.recordedGivenFiles(
        selected.count, file: displayPath(of: workspace.givenFilesRecordFile)))
    return .success
  }
}
