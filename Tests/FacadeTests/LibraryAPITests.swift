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
}
