import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct KitCommandTests {
  @Test(arguments: [
    (["list"], KitCommand.Action.list),
    (["check"], .check(nil)),
    (["check", "mvc-album"], .check("mvc-album")),
    (["watch", "4"], .watch("4")),
    (["hint"], .hint(nil)),
    (["next"], .next),
    (["reset", "mvc-album"], .reset("mvc-album")),
    (["solution", "01-mvc-album"], .solution("01-mvc-album")),
    (["verify"], .verify([])),
    (["verify", "a", "b"], .verify(["a", "b"])),
    ([], .help),
    (["--help"], .help),
    (["check", "-h"], .help),
  ])
  func understandsEachCommand(arguments: [String], action: KitCommand.Action) throws {
    #expect(try KitCommand(parsing: arguments).action == action)
  }

  @Test func optionsMayComeAnywhere() throws {
    let command = try KitCommand(parsing: ["--exercises-path", "here", "reset", "x", "--yes"])
    #expect(command.action == .reset("x"))
    #expect(command.exercisesPath == "here")
    #expect(command.confirmed)
  }

  @Test func theExercisesPathMayBeJoinedWithAnEqualsSign() throws {
    #expect(
      try KitCommand(parsing: ["list", "--exercises-path=../Exercises"]).exercisesPath
        == "../Exercises")
  }

  @Test func watchTakesManualAndPoll() throws {
    let command = try KitCommand(parsing: ["watch", "--manual", "--poll"])
    #expect(command.manual)
    #expect(command.polling)
  }

  @Test func checkAndWatchTakeVerboseAndHintTakesAll() throws {
    #expect(try KitCommand(parsing: ["check", "--verbose"]).verbose)
    #expect(try KitCommand(parsing: ["watch", "--verbose"]).verbose)
    #expect(try KitCommand(parsing: ["hint", "4", "--all"]).allHints)
    #expect(try !KitCommand(parsing: ["hint"]).allHints)
  }

  @Test(arguments: [
    (["chek"], "error: unknown command 'chek'. Did you mean 'check'?"),
    (["frobnicate"], "error: unknown command 'frobnicate'."),
    (["check", "a", "b"], "error: 'check' takes one exercise name at most."),
    (["list", "a"], "error: 'list' takes no exercise name."),
    (["reset"], "error: 'reset' needs the name of the exercise to reset, and only that."),
    (["check", "--yes"], "error: --yes does not apply here."),
    (["list", "--manual"], "error: --manual does not apply here."),
    (["check", "--verbos"], "error: unknown option '--verbos'."),
    (["list", "--verbose"], "error: --verbose does not apply here."),
    (["check", "--all"], "error: --all does not apply here."),
    (["list", "--exercises-path"], "error: --exercises-path needs a folder after it."),
  ])
  func refusesWhatItDoesNotUnderstand(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try KitCommand(parsing: arguments) }
  }

  /// Each entry of the two tables has its own words in each language's help.
  @Test(arguments: Language.allCases)
  func theHelpDescribesEveryCommandAndOption(language: Language) {
    let help = KitCommand.helpText(in: language.messages).split(separator: "\n")
    let synopses =
      KitCommand.Name.allCases.map { $0.rawValue + $0.operands.synopsis }
      + KitOption.allCases.map(\.synopsis)
    for synopsis in synopses {
      let line = help.first { $0.hasPrefix("  \(synopsis)  ") }
      let words = line?.dropFirst(2 + synopsis.count).trimmingCharacters(in: .whitespaces) ?? ""
      #expect(!words.isEmpty, "the \(language) help describes \(synopsis)")
      if language == .simplifiedChinese {
        #expect(TerminalText(words).width > words.count, "\(synopsis) is described in Chinese")
      }
    }
  }

  @Test func anOptionWithAValueMayBeJoinedByAnEqualsSignOrFollowedByIt() throws {
    #expect(try KitCommand(parsing: ["verify", "--mutants", "--sample=2"]).sample == 2)
    #expect(try KitCommand(parsing: ["list", "--lang", "zh"]).language == .simplifiedChinese)
    #expect(try KitCommand(parsing: ["verify", "--mistakes", "--runs", "3"]).runs == 3)
  }

  @Test func runsRefinesMistakes() {
    #expect(throws: UsageError(message: "error: --runs applies to verify --mistakes only.")) {
      try KitCommand(parsing: ["verify", "--runs", "3"])
    }
  }

  @Test func editDistanceCountsSingleCharacterEdits() {
    #expect("chek".editDistance(to: "check") == 1)
    #expect("".editDistance(to: "list") == 4)
    #expect("kitten".editDistance(to: "sitting") == 3)
  }
}
