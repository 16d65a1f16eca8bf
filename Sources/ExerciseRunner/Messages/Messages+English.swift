import BlueKit

/// The kit's messages in English: the language the kit was written in, and its default.
struct EnglishMessages: Messages {
  // MARK: The command line

  func helpPage(commands: String, options: String) -> String {
    """
    kit: work through the BlueLibrary pattern exercises, one failing test at a time.

    USAGE: swift run kit <command> [<exercise>] [options]

    COMMANDS:
    \(commands)

    Without <name>, a command works on the exercise you are on. A name can be the exercise's
    name (singleton-logger), its folder (04-singleton-logger) or its number (4).

    OPTIONS:
    \(options)

    EXIT STATUS: 0 done; 1 the exercise does not pass (or verify found a problem); 64 the
    command line was not understood; 65 exercises.json is invalid or unsafe; 66 no Exercises
    folder; 69 swift could not be run (for reset: git could not give a file back); 73 a file
    could not be written.
    """
  }
  func help(for command: KitCommand.Name) -> String {
    switch command {
    case .list:
      """
      Show every exercise, which are done, and where you are; in a
      terminal, move with the arrows, Enter picks one, r resets it.
      """
    case .check: "Build and test an exercise: what still fails, or what is next."
    case .watch: "Check on every save (Enter checks too; n: next, h: hints, q: quit)."
    case .hint: "Show the exercise's next hint, one more each time."
    case .next: "Move on once the exercise you are on passes."
    case .reset:
      """
      Put the exercise back as given: the starter code, the tests
      (asks first, keeps a copy of everything it replaces).
      """
    case .solution: "Show the reference solution, once yours passes."
    case .verify:
      """
      For the kit's authors and CI: every starter fails, every solution
      passes, every exercise has instructions, hints and a TODO.
      With --mutants: the tests catch every small mistake (mutant) made
      in each solution. With --mistakes: every catalogued learner's
      mistake fails, on every run.
      """
    }
  }
  func help(for option: KitOption) -> String {
    switch option {
    case .exercisesPath: "Use this Exercises folder instead of finding ./Exercises."
    case .manual: "watch: check only when you press Enter."
    case .poll:
      """
      watch: look for changes twice a second instead of asking
      the system (inotify) to say.
      """
    case .yes: "reset: do not ask."
    case .verbose: "check, watch: list every failed expectation and error."
    case .all: "hint: show every hint at once."
    case .pristine:
      """
      verify: also require each learner's file to be its starter,
      as on a fresh clone (CI uses this).
      """
    case .mutants:
      """
      verify: check that each exercise's tests fail for every
      mutant of its solution; lists the mutants that survive.
      """
    case .sample:
      """
      verify --mutants: at most n mutants per file, always the
      same ones (CI uses this); verify --mistakes: at most n
      mistakes per exercise, chosen the same way.
      """
    case .mistakes:
      """
      verify: check each exercise's catalogue of plausible wrong
      solutions; each must fail on every run.
      """
    case .runs: "verify --mistakes: check each mistake n times (default 3)."
    case .recordGivenFiles:
      """
      verify: record each exercise's given files (its tests...)
      in Exercises/given-files.json; read the diff first.
      """
    case .lang:
      """
      Speak en or zh-Hans (Simplified Chinese), whatever the
      locale (LC_ALL, LC_MESSAGES, LANG) says.
      """
    case .help: "Show this help."
    }
  }
  let seeHelp = "Run 'swift run kit --help' to see the commands."
  func optionNeedsValue(_ option: String, _ what: String) -> String {
    "error: \(option) needs \(what) after it."
  }
  func value(_ kind: KitOptionValue) -> String {
    switch kind {
    case .folder: "a folder"
    case .language: "a language"
    case .sampleSize: "a number of mutants (1 or more)"
    case .runCount: "a number of runs (1 or more)"
    }
  }
  func appliesOnlyWith(_ option: String, command: String, _ refined: [String]) -> String {
    "error: \(option) applies to \(command) \(refined.joined(separator: " and ")) only."
  }
  func mustNotCompileTest(_ name: String) -> String { "\(name) (must not compile)" }
  func snippetCompiled(_ snippet: String) -> String {
    "\(snippet) compiled, but it must not: your code still allows it."
  }
  func snippetRefusedOtherwise(_ snippet: String, expectedError: String) -> String {
    "\(snippet) did not compile, but not with the error \"\(expectedError)\" "
      + "that shows the rule is kept."
  }
  func theCompilerSaid(_ message: String) -> String { "the compiler said: \(message)" }
  func theReadmeAsksForThis(_ requirement: String) -> String {
    "the README asks for this: \"\(requirement)\""
  }
  func unknownLanguage(_ tag: String, known: [String]) -> String {
    "error: kit does not speak '\(tag)'; --lang takes one of: \(known.joined(separator: ", "))."
  }
  func unknownOption(_ option: String) -> String { "error: unknown option '\(option)'." }
  func takesOneNameAtMost(_ command: String) -> String {
    "error: '\(command)' takes one exercise name at most."
  }
  func takesNoName(_ command: String) -> String { "error: '\(command)' takes no exercise name." }
  let resetNeedsOneName = "error: 'reset' needs the name of the exercise to reset, and only that."
  func unknownCommand(_ command: String, closest: String?) -> String {
    "error: unknown command '\(command)'." + (closest.map { " Did you mean '\($0)'?" } ?? "")
  }
  func doesNotApply(_ option: String) -> String { "error: \(option) does not apply here." }
  func unknownExercise(_ name: String, closest: String?) -> String {
    "error: there is no exercise named '\(name)'."
      + (closest.map { " Did you mean '\($0)'?" } ?? "")
      + "\nRun 'swift run kit list' to see them all."
  }

  // MARK: The Exercises folder

  func noExercisesFolder(searchedFrom directory: String) -> String {
    """
    error: no Exercises/\(Workspace.metadataFileName) in \(directory) or any folder above it.
    Run kit from the kit's folder (where Package.swift is), or pass --exercises-path <folder>.
    """
  }
  func notAnExercisesFolder(_ path: String) -> String {
    "error: --exercises-path \(path) has no \(Workspace.metadataFileName) in it."
  }
  func couldNotRead(_ path: String, reason: String) -> String {
    "error: could not read \(path): \(reason)"
  }
  func escapingPath(exercise: String, path: String, container: String) -> String {
    """
    error: \(Workspace.metadataFileName) is unsafe: exercise '\(exercise)' names '\(path)', \
    which leads outside \(container).
    Every folder must be inside the Exercises folder, and every file inside its exercise's \
    folder: relative, without '..', and not through a link that leads elsewhere.
    """
  }

  // MARK: The progress file

  func notSavingOverDamagedProgress(_ file: String) -> String {
    "error: not saving your progress over \(file), which could not be read and could not be "
      + "set aside. Move it away, then try again."
  }
  func couldNotSaveProgress(_ file: String, reason: String) -> String {
    "error: could not save your progress in \(file): \(reason)"
  }
  func progressDamaged(_ file: String, reason: String) -> String {
    "note: your progress file \(file) is damaged: \(reason)."
  }
  func progressLeftAsItIs(_ reason: String) -> String { "It is left as it is: \(reason)" }
  func progressKept(as file: String, done: Int) -> String {
    "It is kept as \(file); a new one starts from what could be read ("
      + plural(done, "exercise") + " done)."
  }

  // MARK: Where the learner is

  let everyExerciseDoneNameOne =
    "Every exercise is done. Name one to revisit it: swift run kit list"
  func listHeading(done: Int, of total: Int) -> String {
    "BlueLibrary pattern exercises: \(done) of \(total) done"
  }
  let statusDone = "done"
  let statusPending = "pending"
  let youAreHere = "<- you are here"
  func passesMoveOn(_ name: String) -> String { "\(name) passes. Move on: swift run kit next" }
  func youAreOn(_ name: String, summary: String) -> String { "You are on \(name): \(summary)" }
  func readThenCheck(_ readme: String) -> String { "Read \(readme), then: swift run kit check" }
  let everyExerciseDoneWellPlayed = "Every exercise is done. Well played!"
  func nowOn(_ name: String, readme: String) -> String {
    "You are now on \(name). Read \(readme), then: swift run kit check"
  }

  let listKeys = "[up/down or k/j] move  [Enter or c] make current  [r] reset  [q] quit"
  func confirmReset(_ name: String) -> String {
    "Reset \(name)? Your files go back to the starter code (kit keeps a copy). [y/N]"
  }
  let nothingChanged = "Nothing was changed."

  // MARK: Moving on

  func patternName(_ pattern: String) -> String { pattern }
  func selectedExercise(_ name: String, pattern: String, summary: String) -> String {
    "\(name) (\(pattern)): \(summary)"
  }

  func cannotMoveOnYet(_ name: String) -> [String] {
    [
      "error: \(name) does not pass yet, so there is no moving on.",
      "See what is left: swift run kit check (stuck? swift run kit hint)",
    ]
  }
  func nowOnExercise(_ number: Int, _ name: String, pattern: String, summary: String) -> String {
    "Now on \(number) \(name) (\(pattern)): \(summary)"
  }
  func read(_ readme: String) -> String { "Read \(readme)" }
  func edit(_ file: String) -> String { "Edit \(file)" }
  let thenCheck = "Then: swift run kit check (or swift run kit watch to check on every save)"
  func solutionOpensOncePassed(_ name: String) -> [String] {
    [
      "error: the solution of \(name) opens once yours passes.",
      "Check it: swift run kit check \(name) (stuck? swift run kit hint \(name))",
    ]
  }
  func solutionFileMissing(_ file: String) -> String {
    "error: the solution file \(file) is missing."
  }

  // MARK: Watching

  func fixItFirst(_ name: String) -> String {
    "\(name) does not pass yet; fix it first (h shows the hints)."
  }
  func unknownKey(_ key: String) -> String { "Unknown key '\(key)'." }
  func watchingByHand(_ name: String) -> String {
    "Watching by hand: press Enter to check \(name) again."
  }
  func watching(_ folder: String) -> String { "Watching \(folder): every save checks it again." }
  let savedDuringCheck = "Saved during the check: checking again."
  let checkStopped = "Check stopped."
  func watchKeys(passes: Bool) -> String {
    passes
      ? "[Enter] check again  [n] next exercise  [h] hints  [q] quit"
      : "[Enter] check again  [h] hints  [q] quit"
  }

  // MARK: Resetting

  func resetNeedsConfirmation(_ files: String, name: String) -> [String] {
    [
      "error: reset would replace your work in \(files).",
      "There is no terminal to ask for confirmation; to go ahead, run: "
        + "swift run kit reset \(name) --yes",
    ]
  }
  func replaceWithStarter(_ files: String) -> String {
    "Replace \(files) with the starter code? [y/N] "
  }
  func couldNotBackUp(_ reason: String) -> String {
    "error: could not keep a copy of your work, so nothing was changed: \(reason)"
  }
  func couldNotRestore(_ file: String, reason: String) -> String {
    "error: could not restore \(file): \(reason)"
  }
  func restored(_ name: String, files: String) -> String {
    "Restored the starter code of \(name): \(files)"
  }
  func keptIn(_ folder: String) -> String { "Your version is kept in \(folder)/" }

  // MARK: Hints

  func hintHeading(_ number: Int, of total: Int, for name: String) -> String {
    "Hint \(number) of \(total) for \(name):"
  }
  func moreHints(_ left: Int, for name: String) -> String {
    "\(plural(left, "more hint")): swift run kit hint \(name) for the next, --all for every one."
  }
  func lastHint(readme: String) -> String { "That was the last hint. The instructions: \(readme)" }
  func allHintsHeading(for name: String) -> String { "Hints for \(name):" }
  func instructions(_ readme: String) -> String { "The instructions: \(readme)" }

  // MARK: Checks

  func checking(_ number: Int, _ name: String) -> String { "Checking \(number) \(name)..." }
  func editFiles(_ files: [String], withTODO: Bool) -> String {
    "Edit \(files.joined(separator: ", "))" + (withTODO ? " (look for TODO)." : ".")
  }
  func instructionsAfterFailure(_ readme: String) -> String { "Instructions: \(readme)" }
  func stuck(_ name: String) -> String { "Stuck? swift run kit hint \(name)" }
  func compareWithSolution(_ name: String) -> String {
    "Compare with the reference: swift run kit solution \(name)"
  }
  let lastOneCongratulations = "That was the last one: every exercise passes. Congratulations!"
  let wellDone = "Well done! "
  func moveOn(to name: String) -> String { "Then move on to \(name): swift run kit next" }
  func finishFirst(_ name: String) -> String {
    "Your current exercise is still \(name), which does not pass yet: swift run kit check \(name) "
      + "(then swift run kit next moves on)"
  }

  // MARK: Check reports

  func passed(_ name: String, tests: Int, checks: Int) -> String {
    let headline = "PASS  \(name): all \(plural(tests, "test")) pass"
    switch checks {
    case 0: return headline + "."
    case 1: return headline + ", and the check holds."
    default: return headline + ", and all \(checks) checks hold."
    }
  }
  func warningsInYourCode(_ count: Int) -> String {
    "  \(plural(count, "compiler warning")) in your code (it passes, but look):"
  }
  func failedWithoutExpectation(_ name: String) -> String {
    "FAIL  \(name): the tests did not pass, and reported no expectation."
  }
  func failed(_ name: String, failingTests: Int, of tests: Int, expectations: Int) -> String {
    "FAIL  \(name): \(failingTests) of \(plural(tests, "test")) failing "
      + "(\(plural(expectations, "expectation")))."
  }
  func failedChecks(_ name: String, failingChecks: Int, of checks: Int, tests: Int) -> String {
    let failing =
      checks == 1
      ? "the check fails"
      : "\(failingChecks) of \(checks) checks \(failingChecks == 1 ? "fails" : "fail")"
    return "FAIL  \(name): all \(plural(tests, "test")) pass, but \(failing)."
  }
  func moreFailures(_ count: Int, name: String) -> String {
    "  ... and \(plural(count, "more failed expectation")) "
      + "(swift run kit check \(name) --verbose shows them all)"
  }
  func charactersLeftOut(_ count: Int, name: String) -> String {
    " ... (\(plural(count, "character")) left out: swift run kit check \(name) --verbose shows "
      + "them) ... "
  }
  func buildFailed(_ name: String) -> String { "BUILD FAILED  \(name) does not compile yet:" }
  func moreErrors(_ count: Int, name: String) -> String {
    "  ... and \(plural(count, "more error")) "
      + "(swift run kit check \(name) --verbose shows them all)"
  }
  func crashed(_ name: String, inTest test: String?) -> String {
    "CRASHED  \(name): the test run stopped" + (test.map { " in \($0)" } ?? "") + "."
  }
  let trappedWithoutReason = "The program trapped."
  func crashedAt(_ location: String) -> String { "  at \(location)" }
  let crashAdvice = [
    "  A trap (an index out of range, a force unwrap of nil, a failed precondition, a queue",
    "  made to wait for itself...) stops every test at once. Its reason and place are above:",
    "  let your code handle that case instead (return a value, throw, or do nothing).",
  ]
  func endedEarly(_ name: String, inTest test: String?, termination: String) -> String {
    "ENDED EARLY  \(name): the test run ended (\(termination))"
      + (test.map { " in \($0)" } ?? "") + ", before its tests were done."
  }
  func describe(_ termination: Termination) -> String {
    switch termination {
    case .exited(let status): "exit status \(status)"
    case .signalled(let signal): "signal \(signal)"
    }
  }
  let endedEarlyAdvice = [
    "  Your code ended the whole program (a call to exit(), say) while a test was running;",
    "  a function hands its result back to its caller instead: return a value.",
  ]
  func reason(_ error: CheckError) -> String {
    switch error {
    case .process(let error): reason(error)
    case .noTestRan(let lastLines): "swift test stopped before running any test:\n\(lastLines)"
    case .cannotCompileSnippets: "could not start 'swiftc': this checker does not compile snippets"
    case .noDeclarationList(let module):
      "the build left no list of \(module)'s declarations (its symbol graph); check again"
    case .cannotWriteSnippets(let path, let reason): "could not write \(path): \(reason)"
    case .stopped: "the check was stopped."
    }
  }
  func reason(_ error: SubprocessError) -> String {
    switch error {
    case .executableNotFound(let name):
      "could not find '\(name)' on the PATH. Is the Swift toolchain installed?"
    case .couldNotStart(let name, let code):
      "could not start '\(name)': \(SubprocessError.systemReason(code))"
    case .timedOut(let name, let limit):
      "'\(name)' took longer than \(limit.components.seconds) seconds and was stopped."
    }
  }
  func couldNotRun(_ name: String, reason: String) -> String {
    "ERROR  \(name) could not be checked: \(reason)"
  }
  func testsTimedOut(_ name: String, seconds: Int) -> String {
    "TIMED OUT  \(name): the tests ran out of time (\(seconds) s); your code may loop forever."
  }
  func testsThatWereRunning(_ tests: [String]) -> String {
    if tests.count == 1, let test = tests.first { return "  The test that was running: \(test)" }
    return "  The tests that were running: \(tests.joined(separator: ", "))"
  }
  let endlessLoopAdvice = [
    "  A loop whose condition never becomes false (a variable it never changes)",
    "  or a function that calls itself without end never finishes; look there.",
  ]
  func buildTimedOut(_ name: String, seconds: Int) -> [String] {
    [
      "TIMED OUT  \(name): the build ran out of time (\(seconds) s) and was stopped.",
      "",
      "  Another build of this exercise may be holding it up (a second kit watch?);",
      "  check again: the build goes on from where it stopped.",
    ]
  }

  // MARK: The lesson's guard

  func refused(_ name: String) -> String {
    "NOT CHECKED  \(name): its files are not the ones the lesson set, so a pass would mean nothing:"
  }
  func listedFileMissing(_ path: String) -> String {
    "\(path) is missing; it is the file you edit."
  }
  func givenFileMissing(_ path: String) -> String {
    "\(path) was deleted; the exercise gives it, and kit checks your code against it."
  }
  func givenFileChanged(_ path: String) -> String {
    "\(path) was changed; the exercise gives it (a test is the specification), "
      + "so it must stay as it was."
  }
  func extraSwiftFile(_ path: String) -> String {
    "\(path) is not part of the exercise; kit checks the files the README names, "
      + "so the code belongs in those."
  }
  func givenFilesRecordUnreadable(_ reason: String) -> String {
    "Exercises/given-files.json, the record of each exercise's given files, cannot be read: "
      + "\(reason)"
  }
  func refusalAdvice(_ name: String) -> [String] {
    [
      "  If a test looks wrong to you, reread the README: the test is what it asks for.",
      "  swift run kit reset \(name) puts every file back as given (it keeps a copy of yours).",
    ]
  }

  // MARK: Resetting the whole exercise

  func restoredGivenFiles(_ files: String) -> String {
    "Restored the files the exercise gives: \(files)"
  }
  func removedExtraFiles(_ files: String) -> String {
    "Took away files the exercise does not have: \(files)"
  }
  func couldNotRestoreGivenFile(_ file: String, reason: String) -> [String] {
    [
      "error: could not restore \(file): \(reason)",
      "This kit is not a git clone, or its history lacks the file: get \(file) again from the "
        + "kit's repository (or a fresh download of it), at the same path.",
    ]
  }

  // MARK: Verifying the mistakes

  func mistakeCaught(_ name: String, runs: Int, by reason: String) -> String {
    "ok    \(name): caught on \(runs) of \(runs) runs, by \(reason)"
  }
  func mistakePassed(_ name: String, passes: Int, of runs: Int, belief: String) -> String {
    "FAIL  \(name): passed on \(passes) of \(runs) runs; a learner who believed this is told "
      + "PASS: \(belief)"
  }
  func mistakeCaughtVariously(_ name: String, runs: Int, reasons: [String]) -> String {
    "ok    \(name): caught on \(runs) of \(runs) runs, by \(reasons.joined(separator: "; then by "))"
  }
  func caughtByTests(_ tests: [String]) -> String {
    (tests.count == 1 ? "the test " : "the tests ") + tests.joined(separator: ", ")
  }
  func caughtByChecks(_ checks: [String]) -> String {
    (checks.count == 1 ? "the check " : "the checks ") + checks.joined(separator: ", ")
      + ", with every test passing"
  }
  let caughtByTheCompiler = "the compiler (it does not build)"
  func caughtByACrash(inTest test: String?) -> String {
    "a trap" + (test.map { " in \($0)" } ?? "")
  }
  func caughtByAnEarlyEnd(inTest test: String?) -> String {
    "the test run ending early" + (test.map { " in \($0)" } ?? "")
  }
  let caughtByTheTimeLimit = "the time limit"
  let caughtByTheGuard = "the lesson's guard (a given file changed, or code in another file)"
  func mistakeNotChecked(_ name: String, reason: String) -> String {
    "FAIL  \(name): could not be checked, which proves nothing: \(reason)"
  }
  func tooFewMistakes(_ count: Int, minimum: Int) -> String {
    "it catalogues \(count) mistakes; each exercise needs at least \(minimum)"
  }
  func duplicateMistake(_ name: String) -> String { "two mistakes are named '\(name)'" }
  func beliefMissing(_ name: String, language: String) -> String {
    "the mistake '\(name)' says nothing of what the learner believed (\(language))"
  }
  func mistakeFolderMissing(_ name: String, folder: String) -> String {
    "the mistake '\(name)' has no folder \(folder)"
  }
  func mistakeFolderWithoutEntry(_ folder: String) -> String {
    "the folder \(folder) is no mistake in exercises.json"
  }
  func mistakeIsTheSolution(_ name: String) -> String {
    "the mistake '\(name)' changes nothing: applied, it is the solution"
  }
  func mistakePathInvalid(_ name: String, path: String) -> String {
    "the mistake '\(name)' names \(path), which is not a file of the exercise"
  }
  func givenFilesRecordOutOfDate(_ folder: String, drift: [String]) -> [String] {
    [
      "the record of its given files (Exercises/given-files.json) is out of date "
        + "(+ new, ~ changed, - gone):"
    ] + drift.map { "  \($0)" } + [
      "read the diff first (git diff -- Exercises/\(folder)): a given test made weaker "
        + "must not be recorded. Then record them again:",
      "  swift run kit verify --record-given-files",
    ]
  }
  func recordedGivenFiles(_ count: Int, file: String) -> String {
    "Recorded the given files of \(count) exercises in \(file); read its diff before committing."
  }
  func couldNotSaveRecord(_ file: String, reason: String) -> String {
    "error: could not write \(file): \(reason)"
  }
  func oneVerifyModeAtATime(_ modes: [String]) -> String {
    "error: verify does one thing at a time; choose one of \(modes.joined(separator: ", "))."
  }
  func couldNotCopy(to path: String, reason: String) -> String {
    "could not copy it to \(path): \(reason)"
  }
  let checkWasStopped = "the check was stopped."
  let solutionMustPassFirst =
    "the solution must pass before its mistakes mean anything, but:"
  func mistakesSummary(caught: Int, passed: Int, unchecked: Int) -> String {
    "mistakes: \(caught) caught, \(passed) passed, \(unchecked) not checked"
  }

  // MARK: Refactoring exercises

  let language = Language.english
  func refactoringVerdict(
    _ name: String, passes: Bool, behaviourKept: Int, of tests: Int, structureHeld: Int,
    of checks: Int
  ) -> String {
    "\(passes ? "PASS" : "FAIL")  \(name): behaviour kept: \(behaviourKept) of \(tests); "
      + "structure: \(structureHeld) of \(checks)."
  }
  func theSmell(_ smell: String) -> String { "  What hurts: \(smell)" }
  let behaviourChanged = "  Behaviour that changed (these tests passed on the starter):"
  let structureToReach = "  Structure still to reach:"
  func stillMentions(_ pattern: String, line: String) -> String {
    "this line still matches \(pattern): `\(line)`"
  }
  func breaksTheRule(line: String) -> String {
    "this line is what the rule below forbids: `\(line)`"
  }
  func declaresUnlisted(_ declaration: String) -> String {
    "your code declares `\(declaration)`, which the README does not list"
  }
  func keepsUnlisted(_ declaration: String) -> String {
    "your code keeps a value in `\(declaration)`, a stored property the README does not list"
  }
  func keepsShared(_ declaration: String) -> String {
    "your code keeps `\(declaration)` in a `static` property or a global, shared by every instance"
  }
  func declaredElsewhere(_ declaration: String, file: String) -> String {
    "your code declares `\(declaration)` here, outside \(file), where the README puts it"
  }
  func takesUnlisted(_ declaration: String, type: String) -> String {
    "`\(declaration)` takes or holds `\(type)`, which the README leaves to what it names alone"
  }
  func cannotReadForStructure(_ path: String) -> String {
    "\(path) could not be read, so this check cannot hold."
  }
  func snippetMustCompile(_ snippet: String) -> String {
    "\(snippet) must compile once the pattern is there, but it does not yet."
  }
  func snippetReturnedFalse(_ snippet: String) -> String {
    "\(snippet) must return true once the pattern is there, but it returns false."
  }
  func snippetEnded(_ snippet: String, how: String) -> String {
    "\(snippet) must return true once the pattern is there, but it ended first (\(how)): "
      + "a force unwrap, or an index out of range, in your code?"
  }
  func snippetRanTooLong(_ snippet: String, seconds: Int64) -> String {
    "\(snippet) must return true once the pattern is there, but it was still running after "
      + "\(seconds) seconds, and was stopped: a loop that never ends, in your code?"
  }
  func structureCheckNotUnderstood(_ kind: String) -> String {
    "kit cannot run this check (kind \"\(kind)\", or a field it needs is missing); "
      + "kit verify says what is wrong in exercises.json."
  }
  func caughtByStructure(_ checks: [String]) -> String {
    (checks.count == 1 ? "the structure check " : "the structure checks ")
      + checks.joined(separator: ", ")
  }
}
