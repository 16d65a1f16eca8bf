import BlueKit

/// Every sentence `kit` says to the learner, in one language.
///
/// Commands never spell out their own messages: they ask the table of the language the learner
/// reads (see ``Language``). Each language is one type conforming to this protocol, in a file of
/// its own, so adding a third language is adding one file, and the compiler refuses a table that
/// forgets a message.
protocol Messages: Sendable {
  // MARK: The command line

  /// The `--help` page around its two tables, which ``KitCommand/helpText(in:)`` lays out
  /// from ``help(for:)-(KitCommand.Name)`` and ``help(for:)-(KitOption)``.
  func helpPage(commands: String, options: String) -> String
  /// What a command does, for `--help`; a line break starts another line of the same entry.
  func help(for command: KitCommand.Name) -> String
  /// What an option does, for `--help`; a line break starts another line of the same entry.
  func help(for option: KitOption) -> String
  /// The line after a usage error, pointing at the help.
  var seeHelp: String { get }
  /// An option that needs a value was given none, or one it does not take.
  func optionNeedsValue(_ option: String, _ what: String) -> String
  /// What an option needs after it, for ``optionNeedsValue(_:_:)``: "a folder".
  func value(_ kind: KitOptionValue) -> String
  /// An option given without any of those it refines (`--runs` without `--mistakes`).
  func appliesOnlyWith(_ option: String, command: String, _ refined: [String]) -> String
  /// `--lang` named a language the kit does not speak.
  func unknownLanguage(_ tag: String, known: [String]) -> String
  /// An option the kit does not know.
  func unknownOption(_ option: String) -> String
  /// A command given more than one exercise name.
  func takesOneNameAtMost(_ command: String) -> String
  /// A command given an exercise name it does not take.
  func takesNoName(_ command: String) -> String
  /// `reset` without exactly one name.
  var resetNeedsOneName: String { get }
  /// A command the kit does not know, with the closest one when it is close.
  func unknownCommand(_ command: String, closest: String?) -> String
  /// An option given to a command it means nothing to.
  func doesNotApply(_ option: String) -> String
  /// A name that is no exercise, with the closest one when it is close.
  func unknownExercise(_ name: String, closest: String?) -> String

  // MARK: Must-not-compile checks

  /// The name a failed must-not-compile check is reported under.
  func mustNotCompileTest(_ name: String) -> String
  /// A snippet the README forbids compiled: the learner's code still allows it.
  func snippetCompiled(_ snippet: String) -> String
  /// A snippet was refused, but not with the error that shows the rule is kept.
  func snippetRefusedOtherwise(_ snippet: String, expectedError: String) -> String
  /// What the compiler said, under a snippet refused for another reason.
  func theCompilerSaid(_ message: String) -> String
  /// The README's words a must-not-compile check enforces.
  func theReadmeAsksForThis(_ requirement: String) -> String

  // MARK: The Exercises folder

  /// No `Exercises/exercises.json` here or above.
  func noExercisesFolder(searchedFrom directory: String) -> String
  /// `--exercises-path` names a folder without `exercises.json`.
  func notAnExercisesFolder(_ path: String) -> String
  /// A file could not be read (the metadata).
  func couldNotRead(_ path: String, reason: String) -> String
  /// The metadata names a path outside where it belongs.
  func escapingPath(exercise: String, path: String, container: String) -> String

  // MARK: The progress file

  /// The damaged progress file could not be set aside, so nothing is saved over it.
  func notSavingOverDamagedProgress(_ file: String) -> String
  /// The progress could not be saved.
  func couldNotSaveProgress(_ file: String, reason: String) -> String
  /// The progress file is damaged.
  func progressDamaged(_ file: String, reason: String) -> String
  /// The damaged progress file could not be moved, so it stays.
  func progressLeftAsItIs(_ reason: String) -> String
  /// Where the damaged progress file is kept, and how much could be read.
  func progressKept(as file: String, done: Int) -> String

  // MARK: Where the learner is

  /// No exercise was named and every one is done.
  var everyExerciseDoneNameOne: String { get }
  /// `list`'s first line.
  func listHeading(done: Int, of total: Int) -> String
  /// `list`'s status of an exercise that passes.
  var statusDone: String { get }
  /// `list`'s status of an exercise that does not pass yet.
  var statusPending: String { get }
  /// `list`'s marker on the exercise the learner is on.
  var youAreHere: String { get }
  /// The exercise the learner is on passes: time for `next`.
  func passesMoveOn(_ name: String) -> String
  /// The exercise the learner is on, and what it is about.
  func youAreOn(_ name: String, summary: String) -> String
  /// Where the instructions are, and the command that checks.
  func readThenCheck(_ readme: String) -> String
  /// `list`'s last line once every exercise passes.
  var everyExerciseDoneWellPlayed: String { get }
  /// The interactive list made another exercise the current one.
  func nowOn(_ name: String, readme: String) -> String
  /// The interactive list's last line: the keys it understands.
  var listKeys: String { get }
  /// The interactive list asks before a reset.
  func confirmReset(_ name: String) -> String
  /// The interactive list's answer to a reset declined.
  var nothingChanged: String { get }

  // MARK: Exercises

  /// The name of the pattern an exercise teaches, given as `exercises.json` spells it in
  /// English (`Singleton`, `Final touches`); a name the table does not know stays as it is.
  func patternName(_ pattern: String) -> String
  /// The interactive list's line under the table: the selected exercise and what it is about.
  func selectedExercise(_ name: String, pattern: String, summary: String) -> String

  // MARK: Moving on

  /// `next` before the current exercise passes (two lines).
  func cannotMoveOnYet(_ name: String) -> [String]
  /// `next` introduces an exercise.
  func nowOnExercise(_ number: Int, _ name: String, pattern: String, summary: String) -> String
  /// `next`: the instructions to read.
  func read(_ readme: String) -> String
  /// `next`: a file to edit.
  func edit(_ file: String) -> String
  /// `next`: how to check.
  var thenCheck: String { get }
  /// `solution` before the exercise passes (two lines).
  func solutionOpensOncePassed(_ name: String) -> [String]
  /// `solution` without its file.
  func solutionFileMissing(_ file: String) -> String

  // MARK: Watching

  /// `watch` was asked to move on before a pass.
  func fixItFirst(_ name: String) -> String
  /// `watch` got a key it does not know.
  func unknownKey(_ key: String) -> String
  /// `watch --manual` starts.
  func watchingByHand(_ name: String) -> String
  /// `watch` starts.
  func watching(_ folder: String) -> String
  /// A save arrived while `watch` was checking.
  var savedDuringCheck: String { get }
  /// `watch` stopped a check.
  var checkStopped: String { get }
  /// `watch`'s footer: the keys it understands, `n` only after a pass.
  func watchKeys(passes: Bool) -> String

  // MARK: Resetting

  /// `reset` without a terminal to ask and without `--yes` (two lines).
  func resetNeedsConfirmation(_ files: String, name: String) -> [String]
  /// `reset` asks.
  func replaceWithStarter(_ files: String) -> String
  /// `reset` could not back up the learner's work.
  func couldNotBackUp(_ reason: String) -> String
  /// `reset` could not restore a file.
  func couldNotRestore(_ file: String, reason: String) -> String
  /// `reset` is done.
  func restored(_ name: String, files: String) -> String
  /// Where `reset` kept the learner's version.
  func keptIn(_ folder: String) -> String

  // MARK: Hints

  /// The heading of one hint.
  func hintHeading(_ number: Int, of total: Int, for name: String) -> String
  /// How many hints are left, and how to see them.
  func moreHints(_ left: Int, for name: String) -> String
  /// After the last hint.
  func lastHint(readme: String) -> String
  /// The heading of every hint at once.
  func allHintsHeading(for name: String) -> String
  /// Where the instructions are, after the hints.
  func instructions(_ readme: String) -> String

  // MARK: Checks

  /// A check starts.
  func checking(_ number: Int, _ name: String) -> String
  /// After a failure: the files to edit, and whether any of them still holds a `TODO` to look
  /// for (a learner who has done every `TODO` would look for one in vain).
  func editFiles(_ files: [String], withTODO: Bool) -> String
  /// After a failure: the instructions (the same words as ``instructions(_:)`` in English).
  func instructionsAfterFailure(_ readme: String) -> String
  /// After a failure: the hint command.
  func stuck(_ name: String) -> String
  /// After a pass: how to see the reference solution.
  func compareWithSolution(_ name: String) -> String
  /// After the last exercise's pass.
  var lastOneCongratulations: String { get }
  /// After a pass, in front of ``compareWithSolution(_:)``.
  var wellDone: String { get }
  /// After a pass, when the next exercise is ready.
  func moveOn(to name: String) -> String
  /// After a pass of another exercise, while the current one still fails.
  func finishFirst(_ name: String) -> String

  // MARK: Check reports

  /// The headline of a pass: every test, and the exercise's checks when it has any.
  func passed(_ name: String, tests: Int, checks: Int) -> String
  /// The heading of the learner's own compiler warnings.
  func warningsInYourCode(_ count: Int) -> String
  /// The headline of a failure that named no expectation.
  func failedWithoutExpectation(_ name: String) -> String
  /// The headline of a failure.
  func failed(_ name: String, failingTests: Int, of tests: Int, expectations: Int) -> String
  /// The headline of a failure of the exercise's checks, once every test passed.
  func failedChecks(_ name: String, failingChecks: Int, of checks: Int, tests: Int) -> String
  /// The failed expectations left out of the report.
  func moreFailures(_ count: Int, name: String) -> String
  /// What stands in the middle of a failed expectation too long to read, for the `count`
  /// characters left out of it.
  func charactersLeftOut(_ count: Int, name: String) -> String
  /// The headline of a build that failed.
  func buildFailed(_ name: String) -> String
  /// The compiler errors left out of the report.
  func moreErrors(_ count: Int, name: String) -> String
  /// The headline of a crash, with the test that was running when known.
  func crashed(_ name: String, inTest test: String?) -> String
  /// A crash's reason, when the test run gave none.
  var trappedWithoutReason: String { get }
  /// Where a crash happened.
  func crashedAt(_ location: String) -> String
  /// What usually causes a crash, and what to do (lines of the report).
  var crashAdvice: [String] { get }
  /// The headline of a test run that the code under test ended, with the test that was
  /// running when known, and how it ended (``describe(_:)``).
  func endedEarly(_ name: String, inTest test: String?, termination: String) -> String
  /// How a process ended: "exit status 0", "signal 9".
  func describe(_ termination: Termination) -> String
  /// What usually ends a test run early, and what to do (lines of the report).
  var endedEarlyAdvice: [String] { get }
  /// The headline of a check that could not run.
  func couldNotRun(_ name: String, reason: String) -> String
  /// Why a check could not run, for ``couldNotRun(_:reason:)``.
  func reason(_ error: CheckError) -> String
  /// Why a program the check needs gave no result.
  func reason(_ error: SubprocessError) -> String
  /// The headline of tests that ran out of time.
  func testsTimedOut(_ name: String, seconds: Int) -> String
  /// The tests that were running when time ran out.
  func testsThatWereRunning(_ tests: [String]) -> String
  /// Where an endless loop usually hides (lines of the report).
  var endlessLoopAdvice: [String] { get }
  /// The report of a build that ran out of time (all its lines).
  func buildTimedOut(_ name: String, seconds: Int) -> [String]

  // MARK: The lesson's guard

  /// The headline of a check refused before building: the files are not the lesson's.
  func refused(_ name: String) -> String
  /// A listed file (one the learner edits) is missing.
  func listedFileMissing(_ path: String) -> String
  /// A given file was deleted.
  func givenFileMissing(_ path: String) -> String
  /// A given file was changed.
  func givenFileChanged(_ path: String) -> String
  /// A Swift file the exercise neither lists nor gives.
  func extraSwiftFile(_ path: String) -> String
  /// `given-files.json` cannot be read.
  func givenFilesRecordUnreadable(_ reason: String) -> String
  /// What to do about a refused check (lines of the report).
  func refusalAdvice(_ name: String) -> [String]

  // MARK: Resetting the whole exercise

  /// `reset` put the given files back.
  func restoredGivenFiles(_ files: String) -> String
  /// `reset` took away Swift files the exercise does not have.
  func removedExtraFiles(_ files: String) -> String
  /// `reset` could not get a given file back from git (two lines).
  func couldNotRestoreGivenFile(_ file: String, reason: String) -> [String]

  // MARK: Verifying the mistakes

  /// A mistake refused on every run, and what refused it.
  func mistakeCaught(_ name: String, runs: Int, by reason: String) -> String
  /// A mistake that passed on some runs, and what the learner believed.
  func mistakePassed(_ name: String, passes: Int, of runs: Int, belief: String) -> String
  /// A mistake refused on some runs for one reason, on others for another.
  func mistakeCaughtVariously(_ name: String, runs: Int, reasons: [String]) -> String
  /// What caught a mistake: these tests failed.
  func caughtByTests(_ tests: [String]) -> String
  /// What caught a mistake: every test passed, but these must-not-compile or must-not-mention
  /// checks failed.
  func caughtByChecks(_ checks: [String]) -> String
  /// What caught a mistake: it did not compile.
  var caughtByTheCompiler: String { get }
  /// What caught a mistake: a test trapped.
  func caughtByACrash(inTest test: String?) -> String
  /// What caught a mistake: the code under test ended the test run early.
  func caughtByAnEarlyEnd(inTest test: String?) -> String
  /// What caught a mistake: the time limit.
  var caughtByTheTimeLimit: String { get }
  /// What caught a mistake: the lesson's guard.
  var caughtByTheGuard: String { get }
  /// A mistake's check could not run at all, which proves nothing.
  func mistakeNotChecked(_ name: String, reason: String) -> String
  /// An exercise has fewer mistakes than it must.
  func tooFewMistakes(_ count: Int, minimum: Int) -> String
  /// Two mistakes of one exercise share a name.
  func duplicateMistake(_ name: String) -> String
  /// A mistake's belief is empty, in English or in a translation.
  func beliefMissing(_ name: String, language: String) -> String
  /// A mistake has no folder of files.
  func mistakeFolderMissing(_ name: String, folder: String) -> String
  /// A folder in `Mistakes/` that no mistake names.
  func mistakeFolderWithoutEntry(_ folder: String) -> String
  /// A mistake changes nothing: applied, it is the solution.
  func mistakeIsTheSolution(_ name: String) -> String
  /// A mistake's file or removal leads outside the exercise, or removes nothing.
  func mistakePathInvalid(_ name: String, path: String) -> String
  /// The record of given files is missing or out of date (lines).
  func givenFilesRecordOutOfDate(_ folder: String, drift: [String]) -> [String]
  /// `--record-given-files` wrote the record.
  func recordedGivenFiles(_ count: Int, file: String) -> String
  /// `given-files.json` could not be written.
  func couldNotSaveRecord(_ file: String, reason: String) -> String
  /// Two of verify's modes (`--mutants`, `--mistakes`, `--record-given-files`) at once.
  func oneVerifyModeAtATime(_ modes: [String]) -> String
  /// An exercise could not be copied into the scratch folder.
  func couldNotCopy(to path: String, reason: String) -> String
  /// A check ended without an outcome.
  var checkWasStopped: String { get }
  /// The solution fails, so its mistakes prove nothing.
  var solutionMustPassFirst: String { get }
  /// The last line of `verify --mistakes`.
  func mistakesSummary(caught: Int, passed: Int, unchecked: Int) -> String

  // MARK: Refactoring exercises

  /// The language these messages are in, for the words `exercises.json` translates (a
  /// structure check's name, the smell).
  var language: Language { get }
  /// The headline of a refactoring exercise's check: behaviour and structure counted apart.
  func refactoringVerdict(
    _ name: String, passes: Bool, behaviourKept: Int, of tests: Int, structureHeld: Int,
    of checks: Int
  ) -> String
  /// What hurts in the starter, under the headline while structure is still to reach.
  func theSmell(_ smell: String) -> String
  /// The heading over the behaviour tests a refactoring broke.
  var behaviourChanged: String { get }
  /// The heading over the structure checks that do not hold yet.
  var structureToReach: String { get }
  /// A file still has a line matching what it must not mention; the line follows.
  func stillMentions(_ pattern: String, line: String) -> String
  /// A file still has a line the check refuses, where the pattern is too long to read; the
  /// line follows and the README's rule is given below it.
  func breaksTheRule(line: String) -> String
  /// A declaration checks do not allow: the module declares it and the README lists no such
  /// thing.
  func declaresUnlisted(_ declaration: String) -> String
  /// What a `keeps` declaration check says of a stored property or variable it does not allow.
  func keepsUnlisted(_ declaration: String) -> String
  /// A `shared` keeps check found a value kept where every instance shares it.
  func keepsShared(_ declaration: String) -> String
  /// A type, or a member of it, declared outside the one file the README gives it.
  func declaredElsewhere(_ declaration: String, file: String) -> String
  /// A declaration that takes or holds `type` where the README allows no other.
  func takesUnlisted(_ declaration: String, type: String) -> String
  /// The file a structure check reads could not be read.
  func cannotReadForStructure(_ path: String) -> String
  /// A snippet that must compile once the pattern is there did not.
  func snippetMustCompile(_ snippet: String) -> String
  /// A snippet that must return `true` once the pattern is there returned `false`.
  func snippetReturnedFalse(_ snippet: String) -> String
  /// A snippet that must return `true` ended before it returned (it trapped); `how` is
  /// ``describe(_:)``'s words for the ending.
  func snippetEnded(_ snippet: String, how: String) -> String
  /// A snippet that must return `true` was still running after `seconds`, and was stopped.
  func snippetRanTooLong(_ snippet: String, seconds: Int64) -> String
  /// A structure check of a kind `kit` does not know, or without what its kind needs.
  func structureCheckNotUnderstood(_ kind: String) -> String
  /// What caught a mistake: these structure checks did not hold.
  func caughtByStructure(_ checks: [String]) -> String
}
