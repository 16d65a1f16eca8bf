import Foundation

/// Names for the copies the runner keeps before it replaces something of the learner's: a
/// progress file it could not read, files `reset` puts the starter over.
enum KeptCopyName {
  /// The moment as `20261123-015500` (UTC): sorts by time, and is safe in any file name.
  static func stamp(_ date: Date = Date()) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }

  /// `url` itself when nothing is there yet, else `url` with a number added (`-2`, `-3`).
  ///
  /// So a copy never replaces an earlier one made in the same second.
  static func unused(_ url: URL) -> URL {
    var candidate = url
    var number = 1
    while FileManager.default.fileExists(atPath: candidate.path) {
      number += 1
      candidate = url.deletingLastPathComponent()
        .appendingPathComponent("\(url.lastPathComponent)-\(number)")
    }
    return candidate
  }
}
