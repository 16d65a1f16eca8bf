import Foundation

/// An album: the model every BlueLibrary screen shows.
///
/// A value type: copying an album copies its data, so no screen can change another's albums.
struct Album: Equatable, Sendable {
  /// The album's title.
  var title: String
  /// Who recorded it.
  var artist: String
  /// Its genre.
  var genre: String
  /// Where its cover image is downloaded from.
  var coverURL: String
  /// The year it came out, as the tutorial's data has it: "1992".
  var year: String
}

extension Album: CustomStringConvertible {
  /// Every field, named, in order: what logs and the web API see of an album.
  var description: String {
    "title: \(title), artist: \(artist), genre: \(genre), coverURL: \(Self.masked(coverURL)), year: \(year)"
  }

  /// A cover address may carry a password (`http://user:secret@host/…`); logs are read by many
  /// people, so the password is written as `***`.
  private static func masked(_ address: String) -> String {
    guard let scheme = address.range(of: "://"),
      let at = address[scheme.upperBound...].firstIndex(of: "@"),
      let colon = address[scheme.upperBound..<at].firstIndex(of: ":")
    else { return address }
    return address[...colon] + "***" + address[at...]
  }
}
