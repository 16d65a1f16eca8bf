import BlueKit
import Testing

@Suite struct KeyTests {
  @Test func arrowsInBothEncodings() {
    #expect(Key.decode([0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x43]) == [.left, .right])
    #expect(Key.decode([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x42]) == [.up, .down])
  }

  @Test func controlKeys() {
    #expect(
      Key.decode([0x0D, 0x0A, 0x03, 0x04, 0x7F]) == [
        .enter, .enter, .interrupt, .endOfInput, .backspace,
      ])
  }

  @Test func lettersAndALoneEscape() {
    #expect(Key.decode(Array("hlq".utf8)) == [.character("h"), .character("l"), .character("q")])
    #expect(Key.decode([0x1B]) == [.escape])
    #expect(Key.decode([0x1B, 0x71]) == [.escape, .character("q")])
  }

  @Test func multiByteCharacters() {
    #expect(Key.decode(Array("é→".utf8)) == [.character("é"), .character("→")])
  }

  /// A key is a printable character: C1 controls and line separators are not keys.
  @Test func multiByteControlCharactersAreSkipped() {
    #expect(Key.decode([0xC2, 0x9B, 0x6C]) == [.character("l")])
    #expect(Key.decode([0xE2, 0x80, 0xA8, 0xE2, 0x80, 0xA9]) == [])
  }

  @Test func unknownSequencesAndInvalidBytesAreSkipped() {
    // F5 is ESC [ 1 5 ~; 0xFF is never UTF-8; a truncated UTF-8 sequence is dropped.
    #expect(Key.decode([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x68]) == [.character("h")])
    #expect(Key.decode([0xFF, 0x6C]) == [.character("l")])
    #expect(Key.decode([0xE2, 0x86]) == [])
  }
}
