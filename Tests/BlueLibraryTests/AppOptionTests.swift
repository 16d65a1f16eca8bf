import BlueKit
import Foundation
import Testing

@testable import BlueLibrary

/// The app's options, declared once in `AppOption`, reach its usage line and its `--help` in
/// every language.
@Suite struct AppOptionTests {
  @Test(arguments: Language.allCases)
  func everyOptionIsInTheUsageLineAndDescribedInTheHelp(language: Language) {
    let messages = language.appMessages
    let help = messages.help.split(separator: "\n")
    for option in AppOption.allCases {
      #expect(messages.usage.contains(option.usage), "the \(language) usage shows \(option)")
      let line = help.first { $0.hasPrefix("  \(option.synopsis)  ") }
      let words = line?.dropFirst(2 + option.synopsis.count).trimmingCharacters(in: .whitespaces)
      #expect(words?.isEmpty == false, "the \(language) help describes \(option.synopsis)")
      if language == .simplifiedChinese, let words {
        let isASCII = words.allSatisfy(\.isASCII)
        #expect(!isASCII, "\(option.synopsis) is described in Chinese")
      }
    }
  }

  @Test func theUsageLineAndTheOptionsTableAreLaidOutFromTheDeclarations() {
    #expect(
      EnglishAppMessages().usage
        == "USAGE: swift run BlueLibrary [--data-dir PATH] [--reset] [--no-color] [--latency MS] "
        + "[--lang LANG] [--trace] [--help]")
    #expect(
      AppOption.helpTable(in: EnglishAppMessages()) == """
          --data-dir PATH   Keep albums, state and covers in PATH (default: the platform's data
                            folder: $XDG_DATA_HOME/BlueLibrary or ~/.local/share/BlueLibrary on
                            Linux, ~/Library/Application Support/BlueLibrary on macOS).
          --reset           Start again from the five placeholder albums (the old data is kept
                            as a backup beside it).
          --no-color        Never use colour (NO_COLOR=1 does the same).
          --latency MS      How long each cover download takes in a terminal, in milliseconds
                            (default 600); scripted runs never wait.
          --lang LANG       Speak en or zh-Hans (Simplified Chinese); by default the locale's
                            language (LC_ALL, LC_MESSAGES, LANG).
          --trace           Show each pattern at work: a line for each thing it does, printed
                            after each frame (in a terminal, the trace pane opens at launch).
          -h, --help        Show this help and exit.
        """)
  }

  @Test func anOptionIsNamedByItsLongOrShortFormOnly() {
    #expect(AppOption(spelling: "--data-dir") == .dataDirectory)
    #expect(AppOption(spelling: "-h") == .help)
    #expect(AppOption(spelling: "--h") == nil)
    #expect(AppOption(spelling: "PATH") == nil)
  }
}
