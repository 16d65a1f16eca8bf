import Facade
import Foundation
import Memento

// tutorial:begin trace-wiring
/// How the composition root puts a tracing decorator around each collaborator: when there is a
/// trace, every collaborator comes back wrapped; when there is none, it comes back as it is,
/// and the app runs exactly as if tracing did not exist.
@MainActor
struct TraceWiring {
  /// Where the decorators record, or `nil` for no tracing at all.
  let trace: PatternTrace?

  /// The facade's archive.
  func archive(_ archive: any AlbumArchive) -> any AlbumArchive {
    trace.map { TracingAlbumArchive(wrapping: archive, trace: $0) } ?? archive
  }

  /// The facade's HTTP client.
  func httpClient(_ client: any HTTPClient) -> any HTTPClient {
    trace.map { TracingHTTPClient(wrapping: client, trace: $0) } ?? client
  }

  /// The facade, as the controller sees it.
  func facade(_ facade: any LibraryFacade) -> any LibraryFacade {
    trace.map { TracingLibraryFacade(wrapping: facade, trace: $0) } ?? facade
  }

  /// The store that keeps the controller's state.
  func stateStore(_ store: any KeyValueStore) -> any KeyValueStore {
    trace.map { TracingKeyValueStore(wrapping: store, trace: $0) } ?? store
  }

  /// The collaborators the controller makes for itself.
  var controllerDecorators: ControllerDecorators {
    guard let trace else { return ControllerDecorators() }
    return ControllerDecorators(
      scrollerDelegate: { TracingScrollerDelegate(wrapping: $0, trace: trace) },
      detailsDataSource: { TracingDetailsDataSource(wrapping: $0, trace: trace) },
      undoStack: { TracingUndoStack(wrapping: $0, trace: trace) })
  }

  /// An observer of the cover requests on `center` and of each cover's arrival, for the
  /// trace; keep it as long as the app runs.
  func observeCoverRequests(on center: NotificationCenter) -> CoverRequestTracer? {
    trace.map { CoverRequestTracer(notificationCenter: center, trace: $0) }
  }
}
// tutorial:end trace-wiring
