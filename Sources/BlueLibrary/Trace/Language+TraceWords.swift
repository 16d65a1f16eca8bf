import BlueKit

extension Language {
  /// The trace's words in this language, chosen as the app's messages are (`--lang`, or the
  /// locale).
  var traceWords: TraceWords {
    switch self {
    case .english: .english
    case .simplifiedChinese: .chinese
    }
  }
}
