/// The cover the album details screen shows for `album`.
///
/// A border around the title; under it the artist and year; a "2000s" badge over both for an
/// album from 2000 on; and one more border around the whole.
func coverLines(for album: Album) -> [String] {
  var cover: any Cover = Captioned(
    wrapped: Bordered(wrapped: PlainCover(title: album.title)),
    caption: "\(album.artist), \(album.year)")
  if let year = Int(album.year), year >= 2000 {
    cover = Badged(wrapped: cover, badge: "2000s")
  }
  return draw(Bordered(wrapped: cover))
}

/// Draws any cover, plain or decorated: each decorator is a type of its own now, and this one
/// function knows how each of them looks.
func draw(_ cover: any Cover) -> [String] {
  if let bordered = cover as? Bordered {
    let inner = draw(bordered.wrapped)
    let width = inner.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    let framed = inner.map { "| " + $0 + String(repeating: " ", count: width - $0.count) + " |" }
    return [edge] + framed + [edge]
  } else if let captioned = cover as? Captioned {
    return draw(captioned.wrapped) + [captioned.caption]
  } else if let badged = cover as? Badged {
    return ["** \(badged.badge) **"] + draw(badged.wrapped)
  } else if let plain = cover as? PlainCover {
    return ["[ \(plain.title) ]"]
  }
  return []
}
