/// A language the kit's programs speak, chosen by `--lang` or by the locale.
///
/// On iOS the system tells an app which of its languages the user reads; BlueKit stands in for
/// the system, so both the app and `kit` ask this type, and follow the same rule.
public enum Language: String, CaseIterable, Sendable {
  /// English, the kit's own language and the fallback.
  case english = "en"
  /// Simplified Chinese, the language of the tutorial's Chinese translation.
  case simplifiedChinese = "zh-Hans"

  /// The language a `--lang` tag names: `en`, `zh-Hans` or plain `zh` (any case, `_` or `-`);
  /// `nil` for any other.
  public init?(tag: String) {
    switch String(tag.lowercased().map { $0 == "_" ? "-" : $0 }) {
    case "en": self = .english
    case "zh", "zh-hans": self = .simplifiedChinese
    default: return nil
    }
  }

  /// The tags `--lang` accepts, as its usage error lists them.
  public static let tags = allCases.map(\.rawValue)

  /// The language the environment's locale asks for, as POSIX reads it.
  ///
  /// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`; an unset or empty variable is
  /// skipped. A locale starting with `zh` (`zh_CN.UTF-8`, `zh_SG`, `zh-Hans`...) is Simplified
  /// Chinese; so is, for now, Traditional Chinese (`zh_TW`, `zh_HK`): its readers read
  /// Simplified more easily than English, and a Traditional table would be one more file.
  /// Anything else, `C` and `POSIX` included, is English.
  public init(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    self = locale?.lowercased().hasPrefix("zh") == true ? .simplifiedChinese : .english
  }
}
