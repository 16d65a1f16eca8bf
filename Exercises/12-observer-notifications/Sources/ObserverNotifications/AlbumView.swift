/// A cover in the scroller, which asks for its image by posting a notification.
///
/// It has no idea who will fetch the image.
final class AlbumView {
  /// Where the cover image comes from.
  let coverURL: String

  /// Creates the view and posts `.downloadImage` for its cover.
  init(coverURL: String, notificationCenter: NotificationCenter) {
    self.coverURL = coverURL
    notificationCenter.post(Notification(name: .downloadImage, coverURL: coverURL))
  }
}
