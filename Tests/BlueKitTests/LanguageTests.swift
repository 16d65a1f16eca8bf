import BlueKit
import Testing

/// The app and `kit` choose their language by one rule: `--lang`, else the locale.
@Suite struct LanguageTests {
  @Test(
    arguments: [
      ([:], Language.english),
      (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
      (["LANG": "zh_SG"], .simplifiedChinese),
      (["LANG": "zh_TW.UTF-8"], .simplifiedChinese),
      (["LANG": "en_US.UTF-8"], .english),
      (["LANG": "C"], .english),
      (["LANG": "POSIX"], .english),
      // POSIX precedence: LC_ALL, then LC_MESSAGES, then LANG; an empty one does not count.
      (["LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"], .english),
      (["LC_ALL": "C", "LC_MESSAGES": "zh_CN.UTF-8"], .english),
      (["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .simplifiedChinese),
      (["LC_ALL": "", "LANG": "zh_CN.UTF-8"], .simplifiedChinese),
    ] as [([String: String], Language)])
  func theLocaleChoosesTheLanguage(environment: [String: String], language: Language) {
    #expect(Language(environment: environment) == language)
  }

  @Test func langTagsAreTheTwoLanguagesUnderTheirUsualSpellings() {
    #expect(Language(tag: "zh-Hans") == .simplifiedChinese)
    #expect(Language(tag: "zh_hans") == .simplifiedChinese)
    #expect(Language(tag: "zh") == .simplifiedChinese)
    #expect(Language(tag: "en") == .english)
    #expect(Language(tag: "fr") == nil)
    #expect(Language.tags == ["en", "zh-Hans"])
  }
}
