import DemoKit
import Facade
import Foundation
import MVC
import Observer

/// The Facade at work: callers talk to LibraryAPI alone, which decides who does the work.
@main
struct FacadeDemo: Demo {
  static let abstract =
    "Shows LibraryAPI, the facade, hiding the album store and the HTTP client behind one API."

  static func run(_ transcript: Transcript) async throws {
    let newAlbum = Album(
      title: "Hunky Dory", artist: "David Bowie", genre: "Rock",
      coverURL: "http://example.com/hunky%20dory.png", year: "1971")

    transcript.step("Offline: the facade keeps changes in the store only")
    // tutorial:begin facade-client
    let offlineServer = OfflineHTTPClient()
    let offline = LibraryAPI(
      httpClient: offlineServer, isOnline: false, notificationCenter: NotificationCenter())
    try await offline.addAlbum(newAlbum, at: 1)
    let deleted = try await offline.deleteAlbum(at: 0)
    transcript.line("Added \(newAlbum.title) at 1, deleted \(deleted.title) at 0.")
    list(offline.albums, in: transcript)
    transcript.line("Requests sent to the server: \(offlineServer.requests.count)")

    transcript.step("Online: the same calls also reach the server")
    let server = OfflineHTTPClient()
    let online = LibraryAPI(
      httpClient: server, isOnline: true, notificationCenter: NotificationCenter())
    try await online.addAlbum(newAlbum, at: 1)
    try await online.deleteAlbum(at: 0)
    for request in server.requests {
      transcript.line("  \(request)")
    }
    // tutorial:end facade-client

    transcript.step("Past the end appends, as the tutorial does")
    try await online.addAlbum(newAlbum, at: 99)
    transcript.line(
      "Added at 99 → now at \(online.albums.count - 1), the last of \(online.albums.count).")

    transcript.step("Bad indices are errors with a reason, not crashes")
    for index in [-1, 42] {
      do {
        try await online.deleteAlbum(at: index)
      } catch {
        transcript.line("  delete at \(index): \(error)")
      }
    }
    do {
      try await online.addAlbum(newAlbum, at: -3)
    } catch {
      transcript.line("  add at -3: \(error)")
    }

    transcript.step("The caller never saw the subsystem")
    transcript.line(
      "It called LibraryAPI.albums, addAlbum(_:at:) and deleteAlbum(at:). Which store")
    transcript.line(
      "kept the albums and whether a server heard about it stayed the facade's business.")
  }

  static func list(_ albums: [Album], in transcript: Transcript) {
    for (index, album) in albums.enumerated() {
      transcript.line("  \(index). \(album)")
    }
  }
}
