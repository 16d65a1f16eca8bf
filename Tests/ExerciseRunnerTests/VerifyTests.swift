import Foundation
import Testing

@testable import ExerciseRunner

/// `kit verify` with a checker that passes solutions (their files say "Solved") and fails
/// starters, so these tests are about what verify demands, not about building.
@Suite struct VerifyTests {
  @Test func soundExercisesPass() throws {
    let result = try TemporaryExercises().run(["verify"])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("ok    1 first-one ("))
    #expect(result.output.hasSuffix("\nverify: 2 passed, 0 failed\n"))
  }

  @Test func eachExerciseIsBuiltAsStarterThenSolutionInACopy() throws {
    let exercises = try TemporaryExercises()
    let checker = ScriptedChecker()
    _ = exercises.run(["verify", "first-one"], checker: checker)
    #expect(checker.checkedFolders == ["01-first-one", "01-first-one"])
    #expect(exercises.read("01-first-one/Sources/First/First.swift") == "// TODO: solve it.\n")
  }

  @Test func theLearnersOwnWorkIsNeverUsed() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// Solved.\n", to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["verify", "first-one"])
    #expect(result.status == .success, "the starter comes from Starter/, not the learner's file")
  }

  @Test func aStarterThatPassesFailsVerify() throws {
    let exercises = try TemporaryExercises()
    try exercises.write(
      "// TODO\n// Solved.\n", to: "01-first-one/Starter/Sources/First/First.swift")
    let result = exercises.run(["verify"])
    #expect(result.status == .failure)
    #expect(result.output.contains("FAIL  1 first-one"))
    #expect(result.output.contains("- the starter must build and fail its tests, but:\n"))
    #expect(result.output.hasSuffix("\nverify: 1 passed, 1 failed\n"))
  }

  @Test func aSolutionThatFailsFailsVerify() throws {
    let exercises = try TemporaryExercises()
    try exercises.write("// Not yet.\n", to: "02-second-one/Solution/Sources/Second/Second.swift")
    let output = exercises.run(["verify"]).output
    #expect(output.contains("- the solution must pass, but:\n        FAIL  second-one:"))
  }

  @Test func everyExerciseNeedsInstructionsAHintAndATodo() throws {
    var broken = TemporaryExercises.standard
    broken[0].hints = []
    let exercises = try TemporaryExercises(broken)
    try exercises.remove("01-first-one/README.md")
    try exercises.write("// Nothing to do.\n", to: "01-first-one/Starter/Sources/First/First.swift")
    let output = exercises.run(["verify"]).output
    #expect(output.contains("- it needs at least one hint, and no empty ones\n"))
    #expect(output.contains("- it has no README.md\n"))
    #expect(
      output.contains("- Starter/Sources/First/First.swift has no TODO to show where to work\n"))
  }

  @Test func aStarterMustNotTrap() throws {
    let exercises = try TemporaryExercises()
    try exercises.write(
      "// TODO\nfunc f() -> Int { fatalError() }\n",
      to: "01-first-one/Starter/Sources/First/First.swift")
    #expect(
      exercises.run(["verify"]).output.contains(
        "Starter/Sources/First/First.swift uses fatalError;"))
  }

  @Test func theMetadataMustMatchTheFolders() throws {
    var renamed = TemporaryExercises.standard
    renamed[1].folder = "03-second-one"
    let exercises = try TemporaryExercises(renamed)
    try exercises.write("x", to: "07-stray/README.md")
    let output = exercises.run(["verify"]).output
    #expect(output.contains("its folder is '03-second-one'; exercise 2 belongs in '02-second-one'"))
    #expect(
      output.contains("FAIL  exercises.json: the folder '07-stray' is not in exercises.json\n"))
  }

  @Test func namesAndModulesMustBeUnique() throws {
    var twins = TemporaryExercises.standard
    twins[1].name = "first-one"
    twins[1].folder = "02-first-one"
    twins[1].files = ["Sources/First/First.swift"]
    let output = try TemporaryExercises(twins).run(["verify"]).output
    #expect(output.contains("FAIL  exercises.json: two exercises are named 'first-one'\n"))
    #expect(output.contains("two exercises have a module named 'First'"))
  }

  @Test func theSummaryIsTheLastLine() throws {
    let lines = try TemporaryExercises().run(["verify"]).output.split(separator: "\n")
    #expect(lines.last == "verify: 2 passed, 0 failed")
  }
}

extension VerifyTests {
  @Test func pristineRequiresTheLearnersFilesToBeTheStarters() throws {
    let exercises = try TemporaryExercises()
    #expect(exercises.run(["verify", "--pristine"]).status == .success)
    try exercises.write("// Edited.\n", to: "01-first-one/Sources/First/First.swift")
    let result = exercises.run(["verify", "--pristine"])
    #expect(result.status == .failure)
    #expect(
      result.output.contains(
        "- Sources/First/First.swift is not the same as Starter/Sources/First/First.swift"))
    #expect(exercises.run(["verify"]).status == .success, "without --pristine, edits are fine")
  }
}
