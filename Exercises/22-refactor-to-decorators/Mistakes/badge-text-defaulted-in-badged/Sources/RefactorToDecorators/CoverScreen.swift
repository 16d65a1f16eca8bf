/// The cover the album details screen shows for `album`.
///
/// A border around the title; under it the artist and year; a "2000s" badge over both for an
/// album from 2000 on; and one more border around the whole.
func coverLines(for album: Album) -> [String] {
  var cover: any Cover = Captioned(
    wrapped: Bordered(wrapped: PlainCover(title: album.title)),
    caption: "\(album.artist), \(album.year)")
  if let year = Int(album.year), year >= 2000 {
    cover = Badged(wrapped: cover)
  }
  return Bordered(wrapped: cover).lines
}
