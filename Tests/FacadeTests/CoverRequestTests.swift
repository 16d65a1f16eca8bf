import BlueKit
import Facade
import Foundation
import MVC
import Observer
import Testing

/// The cover flow end to end: an album view asks, the facade answers from its store or by
/// downloading once, and the spinner stops.
@MainActor
@Suite struct CoverRequestTests {
  let center = NotificationCenter()
  let server = OfflineHTTPClient()
  let covers = InMemoryCoverStore()
  let bowie = Album.placeholders[0].coverURL

  func makeLibrary() -> LibraryAPI {
    LibraryAPI(
      persistencyManager: PersistencyManager(covers: covers), httpClient: server,
      notificationCenter: center)
  }

  func makeAlbumView(_ url: String) -> AlbumView {
    AlbumView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), coverURL: url, notificationCenter: center)
  }

  @Test func aMissDownloadsOnceThenShowsAndKeepsTheCover() async {
    let library = makeLibrary()
    let view = makeAlbumView(bowie)
    #expect(view.isWaitingForCover)
    await library.waitForCoverDownloads()
    #expect(!view.isWaitingForCover)
    #expect(view.coverImageView.image == Image(textArt: OfflineHTTPClient.coverArt(for: bowie)))
    #expect(server.requests == [.download(url: bowie)])
    #expect(covers.coverData(for: bowie) == Data(OfflineHTTPClient.coverArt(for: bowie).utf8))
  }

  @Test func aHitIsAnsweredAtOnceWithNoDownload() {
    covers.saveCoverData(Data("saved".utf8), for: bowie)
    let library = makeLibrary()
    let view = makeAlbumView(bowie)
    #expect(!view.isWaitingForCover)
    #expect(view.coverImageView.image == Image(rows: ["saved"]))
    #expect(server.requests.isEmpty)
    _ = library
  }

  @Test func twoViewsOfOneCoverShareOneDownload() async {
    let library = makeLibrary()
    let first = makeAlbumView(bowie)
    let second = makeAlbumView(bowie)
    await library.waitForCoverDownloads()
    #expect(server.requests == [.download(url: bowie)])
    #expect(first.coverImageView.image == second.coverImageView.image)
    #expect(!second.isWaitingForCover)
  }

  @Test func theNextRequestAfterADownloadComesFromTheStore() async {
    let library = makeLibrary()
    _ = makeAlbumView(bowie)
    await library.waitForCoverDownloads()
    let later = makeAlbumView(bowie)
    #expect(!later.isWaitingForCover)
    #expect(server.requests.count == 1)
  }

  @Test func aFailedDownloadShowsNoCoverAndStopsTheSpinner() async {
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(covers: covers), httpClient: FailingHTTPClient(),
      notificationCenter: center)
    let view = makeAlbumView(bowie)
    await library.waitForCoverDownloads()
    #expect(view.coverImageView.image == Image(rows: ["no cover"]))
    #expect(!view.isWaitingForCover)
    #expect(covers.coverData(for: bowie) == nil)
  }

  @Test func aViewGoneBeforeItsCoverArrivesIsNoProblem() async {
    let library = makeLibrary()
    weak var released: AlbumView?
    do {
      let view = makeAlbumView(bowie)
      released = view
    }
    #expect(released == nil)
    await library.waitForCoverDownloads()
    #expect(covers.coverData(for: bowie) != nil)
  }

  @Test func aFacadeThatIsGoneNoLongerAnswers() {
    weak var released: LibraryAPI?
    do {
      let library = makeLibrary()
      released = library
    }
    #expect(released == nil)
    let view = makeAlbumView(bowie)
    #expect(view.isWaitingForCover)
    #expect(server.requests.isEmpty)
  }
}

/// A server that is never there.
private struct FailingHTTPClient: HTTPClient {
  struct Unreachable: Error {}
  func post(to path: String, body: String) async throws { throw Unreachable() }
  func downloadData(from url: String) async throws -> Data { throw Unreachable() }
}
