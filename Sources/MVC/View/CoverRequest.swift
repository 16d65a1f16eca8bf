import BlueKit
import Foundation
import Observer

/// An album view asking whoever can for its cover: the message of the Observer pattern.
///
/// The view posts it on a `NotificationCenter` and never learns who answered; ``imageView`` is
/// where the answer goes. It travels as the seed's classic notification,
/// `BLDownloadImageNotification`, with the view and the address in `userInfo` under the seed's
/// keys; the two casts that unpack them live here, so no observer writes a string key.
public struct CoverRequest: NotificationMessage {
  /// The classic notification's name, as the 2014 tutorial spelled it.
  public static let name = Notification.Name("BLDownloadImageNotification")

  /// The view that shows the cover once it is set.
  public let imageView: ImageView
  /// The address of the cover.
  public let coverURL: String

  /// Creates a request for the cover at `coverURL`, to be shown by `imageView`.
  public init(imageView: ImageView, coverURL: String) {
    self.imageView = imageView
    self.coverURL = coverURL
  }

  /// The view and the address, under the seed's keys.
  public var userInfo: [AnyHashable: Any] {
    ["imageView": imageView, "coverUrl": coverURL]
  }

  /// Unpacks a request, or fails when either key is missing or holds the wrong type.
  public init?(userInfo: [AnyHashable: Any]) {
    guard let imageView = userInfo["imageView"] as? ImageView,
      let coverURL = userInfo["coverUrl"] as? String
    else { return nil }
    self.init(imageView: imageView, coverURL: coverURL)
  }
}
