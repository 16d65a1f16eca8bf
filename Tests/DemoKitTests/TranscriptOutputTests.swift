import BlueKit
import DemoKit
import Foundation
import Synchronization
import Testing

/// A demo that says three lines.
private struct ThreeLinesDemo: Demo {
  static let abstract = "Says three lines."
  static func run(_ transcript: Transcript) async throws {
    transcript.line("one")
    transcript.line("two")
    transcript.line("three")
  }
}

/// Standard output gone (closed, full, a reader that left), played by a writer that throws.
private struct OutputGone: Error {}

@MainActor
@Suite struct TranscriptOutputTests {
  @Test func linesAreHandedToTheWriterAsUTF8() {
    let written = Mutex<[String]>([])
    let transcript = Transcript(writingWith: { data in
      written.withLock { $0.append(String(decoding: data, as: UTF8.self)) }
    })
    transcript.line("我的生活")
    transcript.line()
    #expect(written.withLock { $0 } == ["我的生活\n", "\n"])
    #expect(transcript.writeError == nil)
  }

  @Test func aFailedWriteIsRememberedAndNothingMoreIsWritten() {
    let attempts = Mutex(0)
    let transcript = Transcript(writingWith: { _ in
      attempts.withLock { $0 += 1 }
      throw OutputGone()
    })
    transcript.line("one")
    transcript.line("two")
    #expect(attempts.withLock { $0 } == 1)
    #expect(transcript.writeError is OutputGone)
    #expect(transcript.text == "one\ntwo\n")
  }

  @Test func aDemoWhoseOutputFailsSaysWhyOnStandardErrorAndExits1() async {
    let output = Transcript(writingWith: { _ in throw POSIXError(.EPIPE) })
    let errors = Transcript()
    let status = await ThreeLinesDemo.main(arguments: [], output: output, errors: errors)
    #expect(status == .failure)
    #expect(status.rawValue == 1)
    #expect(errors.text == "error: could not write the demo's output: Broken pipe\n")
  }

  /// `FileHandle.write(contentsOf:)` throws a Cocoa error with the system's error inside.
  @Test func theSystemsReasonIsFoundInsideFileHandlesError() async {
    let full = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteOutOfSpace.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
    let errors = Transcript()
    let output = Transcript(writingWith: { _ in throw full })
    _ = await ThreeLinesDemo.main(arguments: [], output: output, errors: errors)
    #expect(errors.text == "error: could not write the demo's output: No space left on device\n")
  }

  @Test func helpThatCannotBeWrittenFailsToo() async {
    let output = Transcript(writingWith: { _ in throw POSIXError(.EBADF) })
    let errors = Transcript()
    let status = await ThreeLinesDemo.main(arguments: ["--help"], output: output, errors: errors)
    #expect(status == .failure)
    #expect(errors.text == "error: could not write the demo's output: Bad file descriptor\n")
  }

  @Test func aDemoWhoseOutputWorksSucceeds() async {
    let errors = Transcript()
    let status = await ThreeLinesDemo.main(arguments: [], output: Transcript(), errors: errors)
    #expect(status == .success)
    #expect(errors.text == "")
  }

  @Test func aViewIsBoxedByTheColumnsItsTextTakes() {
    let transcript = Transcript()
    transcript.show(Label(frame: Rect(x: 0, y: 0, width: 45, height: 10), text: "我的 Life"))
    #expect(
      transcript.text == """
          +---------+
          |我的 Life|
          +---------+

        """)
  }

  @Test func aViewWithAnEmptyOrOddFrameShowsAnEmptyBox() {
    let transcript = Transcript()
    transcript.show(View(frame: Rect(x: 0, y: 0, width: -50, height: .nan)))
    #expect(transcript.text == "  ++\n  ||\n  ++\n")
  }

  @Test func aStepTitleIsUnderlinedByItsWidthInColumns() {
    let transcript = Transcript()
    transcript.step("适配器")
    #expect(transcript.text == "适配器\n------\n")
  }
}
