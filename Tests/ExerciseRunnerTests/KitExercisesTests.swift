import BlueKit
import Foundation
import Testing

@testable import ExerciseRunner

/// The kit's own `Exercises` folder: its metadata, its folders and its README agree.
///
/// These checks need no build, so they run with every `swift test`; `kit verify` does the rest.
@Suite struct KitExercisesTests {
  let workspace: Workspace

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    workspace = try Workspace.load(root.appendingPathComponent("Exercises"))
  }

  @Test func theMetadataMatchesTheFolders() {
    let problems = workspace.integrityProblems()
    #expect(problems.general == [])
    for exercise in workspace.exercises {
      #expect(problems.byExercise[exercise.name] == [], "\(exercise.folder)")
    }
  }

  @Test func everyPatternHasAtLeastTwoExercisesInTheTutorialsOrder() {
    let order = [
      "MVC", "Singleton", "Facade", "Decorator", "Adapter", "Observer", "Memento",
      "Final touches", "Delegation", "Capstone", "Refactoring",
    ]
    let patterns = workspace.exercises.map(\.pattern)
    #expect(
      patterns
        == patterns.sorted { order.firstIndex(of: $0) ?? 99 < order.firstIndex(of: $1) ?? 99 })
    for pattern in order.prefix(7) {
      #expect(patterns.filter { $0 == pattern }.count >= 2, "\(pattern) has two exercises or more")
    }
    #expect(patterns.contains("Delegation"))
    // The capstone ends the fill-in path; the refactoring exercises follow it, one or more.
    #expect(patterns.drop { $0 != "Capstone" }.dropFirst().allSatisfy { $0 == "Refactoring" })
    #expect(patterns.filter { $0 == "Capstone" }.count == 1)
    #expect(patterns.filter { $0 == "Refactoring" }.count >= 5)
  }

  @Test func theReadmesTableIsTheMetadatas() throws {
    let readme = try String(
      contentsOf: workspace.folder.appendingPathComponent("README.md"), encoding: .utf8)
    let markers = Workspace.tableMarkers
    let table = readme.components(separatedBy: markers.begin + "\n").last?
      .components(separatedBy: "\n" + markers.end).first
    #expect(
      table == workspace.markdownTable,
      "Exercises/README.md's table must be, between its markers:\n\(workspace.markdownTable)")
  }

  /// A refactoring exercise's README promises "all seven tests pass" at the start; that is the
  /// number of its `@Test`s, in both languages, so a test added later is counted there too.
  @Test func aRefactoringReadmeCountsItsTests() throws {
    let english = [
      "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
      "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen", "twenty",
    ]
    let chinese = [
      "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五",
      "十六", "十七", "十八", "十九", "二十",
    ]
    for exercise in workspace.exercises where exercise.isRefactoring {
      let folder = workspace.folder(of: exercise)
      let tests = folder.appendingPathComponent("Tests")
      var count = 0
      for path in FileManager.default.subpaths(atPath: tests.path) ?? []
      where path.hasSuffix(".swift") {
        let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
        count += text.components(separatedBy: "@Test").count - 1
      }
      try #require((1...20).contains(count), "\(exercise.folder) has \(count) tests")
      let readme = try String(
        contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
      let translated = try String(
        contentsOf: folder.appendingPathComponent("README.zh-Hans.md"), encoding: .utf8)
      #expect(
        readme.contains("all \(english[count - 1]) tests pass"),
        "\(exercise.folder)/README.md must say \"all \(english[count - 1]) tests pass\"")
      #expect(
        translated.contains("；\(chinese[count - 1])个测试全部通过"),
        "\(exercise.folder)/README.zh-Hans.md must say \"\(chinese[count - 1])个测试全部通过\"")
    }
  }

  /// Hints nudge; the last one points at the answer, but none is the solution's code.
  ///
  /// A hint may quote a name or a short fragment, but never 40 characters in a row of code
  /// the solution adds to the starter (spaces and line breaks aside): that would be the
  /// answer, handed over before the learner has tried.
  @Test func noHintGivesAwayTheSolutionsCode() throws {
    let window = 40
    /// Every run of `window` bytes in `text`, its whitespace squeezed to single spaces.
    func runs(_ text: String) -> Set<[UInt8]> {
      let squeezed = Array(
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").utf8)
      guard squeezed.count >= window else { return [] }
      return Set((0...(squeezed.count - window)).map { Array(squeezed[$0..<($0 + window)]) })
    }
    for exercise in workspace.exercises {
      let folder = workspace.folder(of: exercise)
      var solution = ""
      var starter = ""
      for file in exercise.files {
        solution += try String(
          contentsOf: folder.appendingPathComponent("Solution/\(file)"), encoding: .utf8)
        starter += try String(
          contentsOf: folder.appendingPathComponent("Starter/\(file)"), encoding: .utf8)
      }
      let added = runs(solution).subtracting(runs(starter))
      let translated = (exercise.translations ?? [:]).sorted { $0.key < $1.key }
      for (language, hints) in [("en", exercise.hints)]
        + translated.map({ ($0.key, $0.value.hints) })
      {
        for (index, hint) in hints.enumerated() {
          let given = runs(hint).intersection(added).first
          #expect(
            given == nil, "\(exercise.name)'s hint \(index + 1) (\(language)) quotes its solution")
        }
      }
    }
  }

  /// Every exercise has its summary and hints in Simplified Chinese, one hint for each English
  /// one, in Chinese (not the English copied).
  @Test func everyExerciseIsTranslatedIntoChinese() throws {
    for exercise in workspace.exercises {
      let translation = try #require(
        exercise.translations?[Language.simplifiedChinese.rawValue],
        "\(exercise.name) has no zh-Hans translation")
      #expect(translation.hints.count == exercise.hints.count, "\(exercise.name)")
      for text in [translation.summary] + translation.hints {
        #expect(
          text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) },
          "\(exercise.name): not Chinese: \(text)")
      }
    }
  }

  /// `list` and `next` name each exercise's pattern as the Chinese course does, and send the
  /// learner to the Chinese instructions.
  @Test func everyPatternHasAChineseNameAndEveryExerciseAChineseReadme() {
    let messages = Language.simplifiedChinese.messages
    let names = Set(workspace.exercises.map(\.pattern)).map { ($0, messages.patternName($0)) }
    #expect(
      Dictionary(uniqueKeysWithValues: names) == [
        "MVC": "MVC", "Singleton": "单例模式", "Facade": "外观模式", "Decorator": "装饰者模式",
        "Adapter": "适配器模式", "Observer": "观察者模式", "Memento": "备忘录模式",
        "Final touches": "收尾工作", "Delegation": "委托", "Capstone": "综合练习",
        "Refactoring": "重构",
      ])
    for exercise in workspace.exercises {
      let readme = workspace.folder(of: exercise).appendingPathComponent("README.zh-Hans.md")
      #expect(FileManager.default.fileExists(atPath: readme.path), "\(exercise.folder)")
    }
  }

  @Test func everyMustNotCompileCheckSpeaksChinese() {
    for exercise in workspace.exercises {
      for check in exercise.mustNotCompileChecks {
        let translation = check.translations?[Language.simplifiedChinese.rawValue]
        #expect(translation != nil, "\(exercise.name): \"\(check.name)\" has no zh-Hans name")
        // The README's words in Chinese are checked against README.zh-Hans.md by verify's
        // integrity check (`integrityProblems`, above).
      }
    }
  }

  /// A translation records the hash of the English it translates; when the English changes,
  /// this fails and says the new hash, so a translation never silently falls behind.
  @Test func everyTranslationFollowsTheCurrentEnglish() {
    for exercise in workspace.exercises {
      let current = Self.fnv1a64(exercise.translatedText)
      for (language, translation) in exercise.translations ?? [:] {
        #expect(
          translation.translationOf == current,
          """
          \(exercise.name)'s English summary or hints changed since its \(language) translation \
          (fnv1a64 \(translation.translationOf)): update the translation, then record \
          "translationOf": "\(current)" in exercises.json.
          """)
      }
    }
  }

  /// `kit check` holds a learner's given files to the record, so the record must be the
  /// exercises' own: after a given file changes on purpose, its diff is read and it is recorded
  /// again.
  @Test func theRecordOfGivenFilesIsCurrent() throws {
    #expect(FileManager.default.fileExists(atPath: workspace.givenFilesRecordFile.path))
    for exercise in workspace.exercises {
      #expect(
        try workspace.givenFilesRecordDrift(of: exercise) == [],
        """
        \(exercise.folder)'s given files changed since Exercises/given-files.json recorded them: \
        read the diff, then run swift run kit verify --record-given-files
        """)
    }
  }

  /// A given test file that several exercises share is the same file in each: each exercise is
  /// a package of its own and cannot import another's, so the file is copied, and a change to
  /// one copy (a character added to the corpus) must reach them all.
  @Test func aTestFileSharedByExercisesIsTheSameInEach() throws {
    let shared = "InvisibleCharacters.swift"
    var copies: [String: Data] = [:]
    for exercise in workspace.exercises {
      let tests = workspace.folder(of: exercise).appendingPathComponent("Tests")
      let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        if file.lastPathComponent == shared {
          copies[exercise.folder] = try Data(contentsOf: file)
        }
      }
    }
    #expect(
      copies.keys.sorted()
        == [
          "01-mvc-album", "02-mvc-persistency", "03-mvc-controller", "04-singleton-logger",
          "06-facade-library-api", "07-facade-cover-cache", "08-decorator-table-representation",
        ])
    let first = copies["01-mvc-album"]
    for (folder, copy) in copies.sorted(by: { $0.key < $1.key }) {
      #expect(copy == first, "\(folder)'s \(shared) differs from 01-mvc-album's: copy the change")
    }
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8, as 16 hex digits: the same hash the tutorials'
  /// translations record (TutorialTests keeps its own copy; test targets share no code).
  static func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
