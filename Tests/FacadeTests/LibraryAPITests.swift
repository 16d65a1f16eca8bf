import BlueKit
import Facade
import Foundation
import MVC
import Observer
import Testing

@MainActor
@Suite struct LibraryAPITests {
  let extra = Album(title: "T", artist: "A", genre: "G", coverURL: "u", year: "2001")

  @Test func theSharedInstanceIsOneInstance() {
    #expect(LibraryAPI.shared === LibraryAPI.shared)
    #expect(!LibraryAPI.shared.isOnline)
  }

  @Test func offlineChangesStayLocal() async throws {
    let server = OfflineHTTPClient()
    let library = LibraryAPI(
      httpClient: server, isOnline: false, notificationCenter: NotificationCenter())
    try await library.addAlbum(extra, at: 0)
    try await library.deleteAlbum(at: 2)
    #expect(library.albums.count == 5)
    #expect(server.requests.isEmpty)
  }

  @Test func onlineChangesArePostedToTheServer() async throws {
    let server = OfflineHTTPClient()
    let library = LibraryAPI(
      httpClient: server, isOnline: true, notificationCenter: NotificationCenter())
    try await library.addAlbum(extra, at: 0)
    let deleted = try await library.deleteAlbum(at: 1)
    #expect(deleted.title == "Best of Bowie")
    #expect(
      server.requests == [
        .post(path: "/api/addAlbum", body: "T by A (G, 2001)"),
        .post(path: "/api/deleteAlbum", body: "1"),
      ])
  }

  @Test func aRejectedChangeIsNotPosted() async {
    let server = OfflineHTTPClient()
    let library = LibraryAPI(
      httpClient: server, isOnline: true, notificationCenter: NotificationCenter())
    await #expect(throws: LibraryError.self) { try await library.deleteAlbum(at: 9) }
    await #expect(throws: LibraryError.negativeIndex(-1)) {
      try await library.addAlbum(self.extra, at: -1)
    }
    #expect(server.requests.isEmpty)
    #expect(library.albums == Album.placeholders)
  }

  @Test func theFacadeWorksOverAnyStore() async throws {
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(albums: []), notificationCenter: NotificationCenter())
    #expect(library.albums.isEmpty)
    try await library.addAlbum(extra, at: 3)
    #expect(library.albums == [extra])
  }
}

@Suite struct OfflineHTTPClientTests {
  @Test func aDownloadIsRecordedAndDrawsTheCoverFromItsAddress() async throws {
    let client = OfflineHTTPClient()
    let url = Album.placeholders[1].coverURL
    let data = try await client.downloadData(from: url)
    #expect(client.requests == [.download(url: url)])
    #expect(
      String(decoding: data, as: UTF8.self) == """
        +----------------+
        |                |
        |  ITS MY LIFE   |
        |   BATHWATER    |
        |                |
        |    NO DOUBT    |
        |                |
        +----------------+
        """)
  }

  @Test func anyAddressGetsAFramedCover() {
    let art = OfflineHTTPClient.coverArt(for: "")
    #expect(art.split(separator: "\n").count == 8)
    #expect(art.split(separator: "\n").allSatisfy { $0.count == 18 })
  }

  @Test func aChineseTitleIsMeasuredInColumnsSoTheFrameStaysEighteenWide() {
    // Each Chinese character takes two columns in a terminal: padding by character count would
    // make these rows 4 and 3 columns too wide, and the canvas would crop the frame.
    let art = OfflineHTTPClient.coverArt(
      for: "http://x/album_%E5%91%A8%E6%9D%B0%E4%BC%A6_%E6%88%91%E7%9A%84%E7%94%9F%E6%B4%BB.png")
    #expect(
      art == """
        +----------------+
        |                |
        |    我的生活    |
        |                |
        |     周杰伦     |
        |                |
        |                |
        +----------------+
        """)
    #expect(art.split(separator: "\n").allSatisfy { TerminalText(String($0)).width == 18 })
  }

  @Test func aWordWiderThanTheCoverIsCutBetweenCharactersNeverInsideOne() {
    // Nine two-column characters need 18 columns; the cover has 16, so the last one goes whole.
    let art = OfflineHTTPClient.coverArt(for: "album_A_一二三四五六七八九.png")
    #expect(art.split(separator: "\n")[2] == "|一二三四五六七八|")
  }
}
