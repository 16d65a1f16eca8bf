import BlueKit
import Testing

/// What reaches a terminal from text that came from data or from a user.
@Suite struct TerminalTextTests {
  @Test func escapesAndBellBecomeVisibleControlPictures() {
    let hostile = TerminalText("\u{1B}[2J \u{1B}]0;PWNED \u{07}")
    #expect(hostile.description == "␛[2J ␛]0;PWNED ␇")
    #expect(hostile.width == 16)
  }

  @Test func everyLineBreakStaysOnTheLine() {
    #expect(TerminalText("Pop\nRock").description == "Pop␊Rock")
    #expect(TerminalText("a\r\nb\rc").description == "a␍␊b␍c")
    #expect(TerminalText("a\u{2028}b\u{2029}c\u{85}d").description == "a␦b␦c␦d")
  }

  @Test func deleteAndTheC1ControlsAreReplacedToo() {
    #expect(TerminalText("a\u{7F}b").description == "a␡b")
    // U+009B is the one-byte form of `ESC [` that some terminals obey.
    #expect(TerminalText("\u{9B}2J\u{80}\u{9F}").description == "␦2J␦␦")
    #expect(TerminalText("\u{0}\u{1F}").description == "␀␟")
  }

  @Test func printableTextIsLeftAsItIs() {
    let text = "It's My Life — Café ░ ¿Qué?"
    #expect(TerminalText(text).description == text)
    #expect(TerminalText(text).width == 27)
  }

  @Test func chineseJapaneseKoreanAndFullwidthTakeTwoColumnsEach() {
    #expect(TerminalText("我的生活").width == 8)
    #expect(TerminalText("ひらがな カタカナ").width == 17)
    #expect(TerminalText("한국어").width == 6)
    #expect(TerminalText("ＡＢ１").width == 6)
    #expect(TerminalText("、。「」").width == 8)
  }

  @Test func emojiTakeTwoColumns() {
    #expect(TerminalText("🎸").width == 2)
    #expect(TerminalText("👨‍👩‍👧").width == 2)
    #expect(TerminalText("🇨🇳").width == 2)
    #expect(TerminalText("👍🏽").width == 2)
    // A heart is text unless the emoji variation selector asks for the picture.
    #expect(TerminalText("❤").width == 1)
    #expect(TerminalText("❤️").width == 2)
  }

  @Test func marksJoinersAndInvisibleFormatCharactersTakeNoColumn() {
    #expect(TerminalText("e\u{301}").width == 1)
    #expect(TerminalText("a\u{200B}b").description == "ab")
    // A right-to-left override would reorder what follows on some terminals.
    #expect(TerminalText("a\u{202E}bc").description == "abc")
    #expect(TerminalText("\u{301}").width == 0)
  }

  @Test func aPrefixNeverCutsATwoColumnCharacter() {
    #expect(TerminalText("我的生活").prefix(columns: 5).description == "我的")
    #expect(TerminalText("我的生活").prefix(columns: 5).width == 4)
    #expect(TerminalText("ab我").prefix(columns: 3).description == "ab")
    #expect(TerminalText("abc").prefix(columns: 0).description == "")
    #expect(TerminalText("abc").prefix(columns: -1).description == "")
  }

  @Test func columnsAreCountedPerCharacter() {
    #expect(TerminalText.columns(of: "a") == 1)
    #expect(TerminalText.columns(of: "我") == 2)
    #expect(TerminalText.columns(of: "\u{200D}") == 0)
    #expect(TerminalText("未完成").width == 6)
    #expect(TerminalText("已完成：ok").width == 10)
  }
}
