import Foundation
import Testing

@testable import BlueLibrary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines are read one at a time, and one too long is skipped without being kept.
@Suite struct BoundedLineReaderTests {
  /// Every line `input` holds, read through a pipe.
  private func lines(of input: [UInt8]) throws -> [BoundedLineReader.Line] {
    let file = FileManager.default.temporaryDirectory.appending(path: "lines-\(UUID())")
    try Data(input).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let descriptor = open(file.path, O_RDONLY)
    defer { close(descriptor) }
    var reader = BoundedLineReader(descriptor: descriptor)
    var lines: [BoundedLineReader.Line] = []
    while let line = reader.nextLine() { lines.append(line) }
    return lines
  }

  @Test func linesComeWithoutTheirEndings() throws {
    #expect(
      try lines(of: Array("next\r\nselect 3\n\nlast".utf8)) == [
        .text("next"), .text("select 3"), .text(""), .text("last"),
      ])
  }

  @Test func aLineAtTheLimitIsKeptAndOneByteMoreIsNot() throws {
    let limit = BoundedLineReader.maximumLineBytes
    let atLimit = [UInt8](repeating: UInt8(ascii: "a"), count: limit)
    let input = atLimit + Array("\n".utf8) + atLimit + Array("b\nnext\n".utf8)
    #expect(
      try lines(of: input) == [
        .text(String(repeating: "a", count: limit)), .tooLong, .text("next"),
      ])
  }

  @Test func aHugeLineIsSkippedToItsEndEvenWithoutANewline() throws {
    let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    #expect(
      try lines(of: huge + Array("\nquit\n".utf8) + huge) == [.tooLong, .text("quit"), .tooLong])
  }

  @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() throws {
    #expect(try lines(of: [0x6E, 0xFF, 0x0A]) == [.text("n\u{FFFD}")])
  }
}
