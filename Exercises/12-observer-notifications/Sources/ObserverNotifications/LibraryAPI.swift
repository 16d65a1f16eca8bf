/// Fetches covers when a view asks for one; it learns of requests by observing
/// `.downloadImage`, and has no idea which views exist.
final class LibraryAPI {
  /// The covers asked for so far, oldest first.
  private(set) var requestedCovers: [String] = []

  /// Starts observing `notificationCenter`.
  init(notificationCenter: NotificationCenter) {
    notificationCenter.addObserver(forName: .downloadImage) { [weak self] notification in
      self?.requestedCovers.append(notification.coverURL)
    }
  }
}
