import BlueKit
import DemoKit
import Foundation
import MVC
import Observer

/// MVC at work: a model, a view and the controller between them, with the screen drawn as text.
@main
struct MVCDemo: Demo {
  static let abstract = "Shows Model, View and Controller each doing one job: data, screen, glue."

  static func run(_ transcript: Transcript) async throws {
    transcript.step("The model: Album, plain data that knows nothing about screens")
    for album in Album.placeholders {
      transcript.line("  \(album)")
    }

    transcript.step("The controller puts the first album on screen (model → view)")
    // A notification center of the demo's own: the album view's cover request goes out, and in this
    // demo nobody answers it (the Observer chapter brings the facade that does).
    let controller = AlbumController(
      albums: Album.placeholders, notificationCenter: NotificationCenter())
    transcript.show(controller.view)
    let albumView = controller.albumView
    transcript.line("The AlbumView shows a cover and a spinner; it has never heard of an Album.")
    transcript.line("Waiting for its cover: \(albumView?.isWaitingForCover == true ? "yes" : "no")")

    transcript.step("The cover arrives, and the view stops its own spinner")
    albumView?.coverImageView.image = Image(textArt: coverArt)
    transcript.line("Waiting for its cover: \(albumView?.isWaitingForCover == true ? "yes" : "no")")
    transcript.show(controller.view)

    transcript.step("The user taps the cover (view → controller)")
    albumView?.tap(at: Point(x: 50, y: 50))
    transcript.line(
      "Highlighted: \(albumView?.isHighlighted == true ? "yes, white behind the cover" : "no")")
    transcript.show(controller.view)

    transcript.step(
      "The controller changes the model, then refreshes the view (controller → model → view)")
    controller.correctYear(of: 0, to: "1993")
    transcript.line("The model now says: \(controller.albums[0])")
    transcript.line("Asking for an album that does not exist shows a message, not a crash:")
    controller.showAlbum(at: 7)
    transcript.line("  title label: \(controller.titleLabel.text ?? "")")
  }

  /// The cover as a download would bring it (the Facade chapter's offline client draws these).
  static let coverArt = """
    +----------------+
    |                |
    | BEST OF BOWIE  |
    |                |
    |  DAVID BOWIE   |
    |                |
    |                |
    +----------------+
    """
}
