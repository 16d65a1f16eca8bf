import Foundation

extension DecodingError {
  /// Where in the file decoding failed, and what was wrong there, in the same words on every
  /// platform (`payload[0].year: missing`), unlike the errors' own descriptions.
  public var whereAndWhat: String {
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
      String(describing: self)
    }
  }

  /// A coding path as a person editing the file would write it: `payload[0].year`, or
  /// `(top level)` for the whole file.
  public static func path(_ codingPath: [any CodingKey]) -> String {
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
