import Facade
import Foundation

/// An HTTP client that says what the facade asked of the server: a decorator around the
/// facade's `HTTPClient`.
///
/// Main-actor isolated, though the protocol's methods are not: each call then records its line
/// on the main actor, in the order the facade made the calls, before the wrapped client does
/// the work wherever it does it. Downloads running side by side would otherwise record in
/// whatever order they happened to start, and the trace would differ from run to run.
@MainActor
final class TracingHTTPClient: HTTPClient {
  /// The real client.
  let component: any HTTPClient
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any HTTPClient, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  func post(to path: String, body: String) async throws {
    let client = traceName(of: component)
    trace.record(.facade, "LibraryAPI → \(client).post(to: \(path), body: \(body))")
    try await component.post(to: path, body: body)
  }

  func downloadData(from url: String) async throws -> Data {
    let client = traceName(of: component)
    let file = url.split(separator: "/").last.map { "…/\($0)" } ?? url
    trace.record(.facade, "LibraryAPI → \(client).downloadData(from: \(file))")
    return try await component.downloadData(from: url)
  }
}
