import Foundation

/// A file name for a cache entry, safe to create inside the cache folder whatever the key is.
///
/// A cache keeps each entry (a cover image, say) in a file named after its key (the cover's
/// URL). Keys come from outside, so using one as a path is dangerous: `../../etc/passwd` climbs
/// out of the folder, a slash makes subfolders, and an empty or 10 000-character key is not a
/// file name at all. This name keeps a readable part of the key's last path component (ASCII
/// letters, digits, `-`, `_` and single dots, at most 40 of them, starting and ending with a
/// letter or digit) and adds the key's FNV-1a hash, so two keys that read alike still get two
/// files:
///
/// ```swift
/// cacheFileName(forKey: "http://example.com/covers/album_u2_staring%20at%20the%20sun.png")
/// // "album_u2_staring_at_the_sun-0123456789abcdef.png" (with the key's own hash)
/// ```
///
/// The name is never empty, never contains `/` or `..`, and is at most 66 characters long.
public func cacheFileName(forKey key: String) -> String {
  let hash = FNV1a64.hexDigest(of: key)
  let decoded = key.removingPercentEncoding ?? key
  let lastComponent = decoded.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? ""
  var stem = lastComponent
  var fileExtension: Substring = ""
  if let dot = lastComponent.lastIndex(of: ".") {
    let candidate = lastComponent[lastComponent.index(after: dot)...]
    if (1...8).contains(candidate.count) && candidate.allSatisfy(lettersAndDigits.contains) {
      stem = lastComponent[..<dot]
      fileExtension = candidate
    }
  }
  let readable = readablePart(of: stem)
  let name = readable.isEmpty ? hash : "\(readable)-\(hash)"
  return fileExtension.isEmpty ? name : "\(name).\(fileExtension)"
}

private let lettersAndDigits = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
private let maximumReadableLength = 40

/// `text` with every character but letters, digits, `-`, `_` and `.` replaced by `_`, no two
/// `_` or `.` in a row, a letter or digit at each end, and at most 40 characters.
private func readablePart(of text: Substring) -> String {
  var readable = ""
  for character in text {
    let isSafe = lettersAndDigits.contains(character) || "-_.".contains(character)
    let safe: Character = isSafe ? character : "_"
    if (safe == "_" || safe == ".") && readable.last == safe { continue }
    readable.append(safe)
  }
  var bounded = readable.drop(while: { !lettersAndDigits.contains($0) })
    .prefix(maximumReadableLength)
  while let last = bounded.last, !lettersAndDigits.contains(last) {
    bounded = bounded.dropLast()
  }
  return String(bounded)
}
