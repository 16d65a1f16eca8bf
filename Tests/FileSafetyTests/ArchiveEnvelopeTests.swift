import FileSafety
import Foundation
import Testing

/// The envelope's bytes, and each way a file can fail to be one, found without a caretaker.
@Suite struct ArchiveEnvelopeTests {
  /// What a program that reads up to version 1 finds in `text`.
  private func payload(_ text: String) -> Result<[String], QuarantineReason> {
    ArchiveEnvelope<[String]>.payload(in: Data(text.utf8), newestVersion: 1)
  }

  @Test func theBytesAreSortedPrettyAndStable() throws {
    let data = try ArchiveEnvelope.data(wrapping: ["Best of Bowie"], version: 1)

    #expect(
      String(decoding: data, as: UTF8.self) == """
        {
          "format" : "bluelibrary-archive",
          "payload" : [
            "Best of Bowie"
          ],
          "version" : 1
        }
        """)
    #expect(try ArchiveEnvelope.data(wrapping: ["Best of Bowie"], version: 1) == data)
  }

  @Test func whatWasWrappedIsReadBack() throws {
    let data = try ArchiveEnvelope.data(wrapping: ["Best of Bowie", "American Pie"], version: 1)

    #expect(
      ArchiveEnvelope<[String]>.payload(in: data, newestVersion: 1)
        == .success(["Best of Bowie", "American Pie"]))
  }

  @Test func aPayloadThatCannotBeEncodedIsAnError() {
    #expect {
      try ArchiveEnvelope.data(wrapping: [Double.nan], version: 1)
    } throws: { error in
      guard case .cannotEncode = error as? ArchiveError else { return false }
      return true
    }
  }

  @Test(arguments: [
    ("", QuarantineReason.empty),
    ("bplist00", .notJSON),
    (#"{"format": "bluelibrary-archive", "version": 1, "payload": ["#, .truncated),
    (#"{"format": "bluelibrary-archive", "version": 1, "payload": [1 2]}"#, .damaged),
    (#"{"albums": []}"#, .foreign(format: nil)),
    (
      #"{"format": "itunes-library", "version": 1, "payload": []}"#,
      .foreign(format: "itunes-library")
    ),
    (#"{"format": "bluelibrary-archive", "version": 0, "payload": []}"#, .invalidVersion(0)),
    (
      #"{"format": "bluelibrary-archive", "version": 2, "payload": []}"#,
      .newerVersion(found: 2, supported: 1)
    ),
    (
      #"{"format": "bluelibrary-archive", "version": 1, "payload": [1]}"#,
      .malformed("payload[0]: expected String")
    ),
  ])
  func eachWayAFileIsWrongHasItsReason(file: String, reason: QuarantineReason) {
    #expect(payload(file) == .failure(reason))
  }
}
