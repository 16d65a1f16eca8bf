import BlueKit
import Foundation
import Synchronization

/// An ``HTTPClient`` that never touches the network: it remembers what it was sent and draws
/// every cover it is asked for.
///
/// The 2014 tutorial's `HTTPClient` was a stub too; this one is useful. Demos and tests read
/// ``requests`` to see what the facade sent, and covers come back as text art, after an optional
/// ``latency`` so a screen can show its spinner.
public final class OfflineHTTPClient: HTTPClient {
  /// One request the client received.
  public enum Request: Hashable, Sendable, CustomStringConvertible {
    /// A `post(to:body:)`.
    case post(path: String, body: String)
    /// A `downloadData(from:)`.
    case download(url: String)

    /// `POST /api/addAlbum  body` or `GET url`.
    public var description: String {
      switch self {
      case .post(let path, let body): "POST \(path) \(body)"
      case .download(let url): "GET \(url)"
      }
    }
  }

  /// How long each download takes.
  public let latency: Duration

  private let log = Mutex<[Request]>([])

  /// Creates a client whose downloads take `latency`.
  public init(latency: Duration = .zero) {
    self.latency = latency
  }

  /// The requests received so far, oldest first.
  public var requests: [Request] { log.withLock { $0 } }

  /// Records the post.
  public func post(to path: String, body: String) async throws {
    log.withLock { $0.append(.post(path: path, body: body)) }
  }

  /// Records the download and returns a cover drawn from the address (see ``coverArt(for:)``).
  public func downloadData(from url: String) async throws -> Data {
    log.withLock { $0.append(.download(url: url)) }
    if latency > .zero { try await Task.sleep(for: latency) }
    return Data(Self.coverArt(for: url).utf8)
  }

  /// An 18 × 8 text-art cover (the size of an album view's cover area) showing the words of
  /// the cover file's name.
  ///
  /// The tutorial's cover addresses end in `album_<artist>_<title>.png`; the art shows the
  /// title, then the artist, in capitals. Any other address still gets a framed cover.
  public static func coverArt(for url: String) -> String {
    let name = url.split(separator: "/").last.map(String.init) ?? ""
    let decoded = (name.removingPercentEncoding ?? name).replacingOccurrences(of: ".png", with: "")
    var parts = decoded.split(separator: "_").map { $0.uppercased() }
    if parts.first == "ALBUM" { parts.removeFirst() }
    let artist = parts.first ?? ""
    let title = parts.dropFirst().joined(separator: " ")
    let width = 16
    let height = 6
    let words = Array(
      (wrap(title, width: width) + [""] + wrap(artist, width: width)).prefix(height))
    let topPadding = (height - words.count) / 2
    let lines =
      (Array(repeating: "", count: topPadding) + words + Array(repeating: "", count: height))
      .prefix(height)
      .map { text in
        let padding = width - TerminalText(text).width
        return "|" + String(repeating: " ", count: padding / 2) + text
          + String(repeating: " ", count: padding - padding / 2) + "|"
      }
    let edge = "+" + String(repeating: "-", count: width) + "+"
    return ([edge] + lines + [edge]).joined(separator: "\n")
  }

  /// `text`'s words in lines of at most `width` terminal columns (a longer word is cut).
  ///
  /// Measured in columns, not characters: a Chinese title's characters take two columns each,
  /// and a cover padded by character count would come out wider than its frame.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    let words = text.split(separator: " ").map {
      TerminalText(String($0)).prefix(columns: width).description
    }
    for word in words {
      if let last = lines.last,
        TerminalText(last).width + 1 + TerminalText(word).width <= width
      {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    return lines
  }
}
