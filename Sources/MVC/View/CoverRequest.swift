import BlueKit
import Observer

/// An album view asking whoever can for its cover: the message of the Observer pattern.
///
/// The view posts it and never learns who answered; ``imageView`` is where the answer goes.
/// The 2014 code posted `BLDownloadImageNotification` with a `userInfo` dictionary that the
/// receiver unpacked with casts; a message type says the same thing and the compiler checks it.
public struct CoverRequest: MainActorMessage {
  /// The view that shows the cover once it is set.
  public let imageView: ImageView
  /// The address of the cover.
  public let coverURL: String

  /// Creates a request for the cover at `coverURL`, to be shown by `imageView`.
  public init(imageView: ImageView, coverURL: String) {
    self.imageView = imageView
    self.coverURL = coverURL
  }
}
