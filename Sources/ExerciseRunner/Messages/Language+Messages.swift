import BlueKit

extension Language {
  /// Every sentence the kit says, in this language.
  var messages: any Messages {
    switch self {
    case .english: EnglishMessages()
    case .simplifiedChinese: SimplifiedChineseMessages()
    }
  }

  /// The file name of an exercise's instructions in this language: `README.md`, or its
  /// translation beside it, `README.zh-Hans.md`.
  var readmeName: String {
    switch self {
    case .english: "README.md"
    case .simplifiedChinese: "README.zh-Hans.md"
    }
  }
}
