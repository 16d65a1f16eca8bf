/// The cover the album details screen shows for `album`.
///
/// A border around the title; under it the artist and year; a "2000s" badge over both for an
/// album from 2000 on; and one more border around the whole.
func coverLines(for album: Album) -> [String] {
  let isRecent = Int(album.year).map { $0 >= 2000 } ?? false
  let badge: [CoverStep] = isRecent ? [{ Badged(wrapped: $0, badge: "2000s") }] : []
  let steps: [CoverStep] =
    [
      { Bordered(wrapped: $0) },
      { Captioned(wrapped: $0, caption: "\(album.artist), \(album.year)") },
    ]
    + badge + [{ Bordered(wrapped: $0) }]
  return PlainCover(title: album.title).decorated(by: steps).lines
}
