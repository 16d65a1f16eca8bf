import Foundation

/// A picture made of text: rows of characters (UIKit's `UIImage`, for a terminal).
///
/// Album covers travel as `Data` (downloaded, cached on disk) and become an `Image` with
/// ``init(data:)``, just as a PNG becomes a `UIImage`.
public struct Image: Hashable, Sendable {
  /// The picture's rows, top to bottom.
  public let rows: [String]

  /// The rows made safe and measured for the terminal, once, since an image is drawn on every
  /// frame.
  let safeRows: [TerminalText]

  /// The width in terminal columns of the widest row (a Chinese character takes two).
  public let width: Int

  /// Creates an image from its rows.
  public init(rows: [String]) {
    self.rows = rows
    safeRows = rows.map(TerminalText.init)
    width = safeRows.map(\.width).max() ?? 0
  }

  /// Creates an image from multi-line text art, one row per line, whichever line ending it uses
  /// (`\n`, `\r\n`, `\r`, U+2028).
  public init(textArt: String) {
    self.init(
      rows: textArt.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init))
  }

  /// Decodes an image from its data (UTF-8 text art); `nil` when the bytes are not UTF-8 text.
  public init?(data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    self.init(textArt: text)
  }

  /// The image's encoded form, which ``init(data:)`` reads back (UIKit's `pngData()`).
  public var data: Data { Data(rows.joined(separator: "\n").utf8) }

  /// The number of rows.
  public var height: Int { rows.count }
}
