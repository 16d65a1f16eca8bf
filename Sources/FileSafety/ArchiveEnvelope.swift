import CommandLineVocabulary
import Foundation

/// The name every archive carries in its `format` field, telling it from any other JSON.
let archiveFormat = "bluelibrary-archive"

/// What an archive file holds: a payload, wrapped with what it is and which shape it has.
///
/// A caretaker such as Memento's `Archive` saves any `Codable` value through this envelope, so
/// every archive file has the same three fields, its keys sorted so the same value always gives
/// the same bytes (a diff shows only what changed):
///
/// ```json
/// {
///   "format" : "bluelibrary-archive",
///   "payload" : [ … ],
///   "version" : 1
/// }
/// ```
///
/// `format` tells our archives from any other JSON; `version` lets a future program change the
/// payload's shape and lets this one refuse, rather than misread, a shape it cannot know.
public struct ArchiveEnvelope<Payload: Codable>: Codable {
  var format = archiveFormat
  var version: Int
  var payload: Payload

  /// The bytes of an archive holding `payload` in shape `version`: pretty-printed, sorted keys,
  /// unescaped slashes, so a person can read the file and the same value gives the same bytes.
  ///
  /// - Throws: ``ArchiveError/cannotEncode(underlyingError:)`` when the payload cannot be
  ///   encoded (a `Double.nan`, say).
  public static func data(wrapping payload: Payload, version: Int) throws(ArchiveError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(ArchiveEnvelope(version: version, payload: payload))
    } catch {
      throw .cannotEncode(underlyingError: error)
    }
  }

  // tutorial:begin archive-decode
  /// Reads the payload from the outside in, so each way a file can be wrong gets its reason.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - newestVersion: The newest payload shape the caller can read.
  /// - Returns: The payload, or why the file cannot be read as an archive.
  public static func payload(
    in data: Data, newestVersion: Int
  ) -> Result<Payload, QuarantineReason> {
    guard !data.isEmpty else { return .failure(.empty) }
    let decoder = JSONDecoder()
    // Two parses in all: the header, which also tells JSON from not-JSON and an object from
    // anything else, then the payload. (Each `decode` parses the whole file again.)
    let header: ArchiveHeader
    do {
      header = try decoder.decode(ArchiveHeader.self, from: data)
    } catch DecodingError.dataCorrupted {
      return .failure(JSONNesting(data).reasonNotParsed(isOurs: namesOurFormat(data)))
    } catch {
      return .failure(.foreign(format: nil))
    }
    guard header.format == archiveFormat else {
      return .failure(.foreign(format: header.format))
    }
    do {
      // 1.5, -1 or 1e20: no program ever wrote that version; refuse it like a foreign file.
      let number = try header.version.get()
      guard let found = Int(exactly: number), found >= 1 else {
        return .failure(.invalidVersion(number))
      }
      guard found <= newestVersion else {
        return .failure(.newerVersion(found: found, supported: newestVersion))
      }
      return .success(try decoder.decode(Self.self, from: data).payload)
    } catch let error as DecodingError {
      return .failure(.malformed(error.whereAndWhat))
    } catch {
      return .failure(.malformed(error.reason))
    }
  }
  // tutorial:end archive-decode

  /// Whether `data` names our format anywhere: then a file that does not parse is a damaged
  /// archive of ours, not some other file.
  private static func namesOurFormat(_ data: Data) -> Bool {
    String(decoding: data, as: UTF8.self).contains("\"\(archiveFormat)\"")
  }
}
