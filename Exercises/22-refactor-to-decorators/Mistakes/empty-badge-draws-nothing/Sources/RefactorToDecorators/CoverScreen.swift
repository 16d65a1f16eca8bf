/// The cover the album details screen shows for `album`.
///
/// A border around the title; under it the artist and year; a "2000s" badge over both for an
/// album from 2000 on; and one more border around the whole.
func coverLines(for album: Album) -> [String] {
  let isFrom2000On = Int(album.year).map { $0 >= 2000 } ?? false
  return Bordered(
    wrapped: Badged(
      wrapped: Captioned(
        wrapped: Bordered(wrapped: PlainCover(title: album.title)),
        caption: "\(album.artist), \(album.year)"),
      badge: isFrom2000On ? "2000s" : "")
  ).lines
}
