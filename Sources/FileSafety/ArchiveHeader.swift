import Foundation

/// The envelope's two fields that say whether the payload can be read at all, read without
/// the payload.
///
/// A file that is JSON but not an object fails to decode here (a `typeMismatch` at the top
/// level); a `format` that is not a string counts as no format; a `version` that is missing or
/// not a number is kept as its decoding error, reported only once the format is known to be ours.
///
/// The version is read as any JSON number, not as an `Int`: Foundation's decoder rejects `1.5`
/// or `99999999999999999999` as an `Int` by failing the whole file ("not valid JSON"), which
/// would hide the one thing wrong with it. ``ArchiveEnvelope/payload(in:newestVersion:)`` then
/// refuses any number that is not a whole version from 1.
struct ArchiveHeader: Decodable {
  var format: String?
  var version: Result<Double, DecodingError>

  private enum CodingKeys: String, CodingKey {
    case format
    case version
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try? container.decode(String.self, forKey: .format)
    do {
      version = .success(try container.decode(Double.self, forKey: .version))
    } catch let error as DecodingError {
      version = .failure(error)
    }
  }
}
