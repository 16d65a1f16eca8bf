import BlueKit

extension Language {
  /// Every word the app says, in this language.
  var appMessages: any AppMessages {
    switch self {
    case .english: EnglishAppMessages()
    case .simplifiedChinese: SimplifiedChineseAppMessages()
    }
  }
}
