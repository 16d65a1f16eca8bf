import Foundation

/// The name every archive carries in its `format` field, telling it from any other JSON.
let archiveFormat = "bluelibrary-archive"

/// What an archive file holds: the value, wrapped with what it is and which shape it has.
struct ArchiveEnvelope<Payload: Codable>: Codable {
  var format = archiveFormat
  var version: Int
  var payload: Payload
}

/// The first thing a load reads, to tell our archives from any other JSON.
struct ArchiveHeader: Decodable {
  var format: String?
}

/// The second thing a load reads, to refuse a payload shape from a newer program.
struct ArchiveVersion: Decodable {
  var version: Int
}

extension DecodingError {
  /// Where in the file decoding failed, and what was wrong there, in the same words on every
  /// platform (`payload[0].year: missing`), unlike the errors' own descriptions.
  var whereAndWhat: String {
    switch self {
    case .keyNotFound(let key, let context):
      "\(Self.path(context.codingPath + [key])): missing"
    case .valueNotFound(let type, let context):
      "\(Self.path(context.codingPath)): expected \(type), found null"
    case .typeMismatch(let type, let context):
      "\(Self.path(context.codingPath)): expected \(type)"
    case .dataCorrupted(let context):
      "\(Self.path(context.codingPath)): invalid value"
    @unknown default:
      localizedDescription
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path.isEmpty ? "(top level)" : path
  }
}
