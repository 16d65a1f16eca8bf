/// The cover the album details screen shows for `album`.
///
/// A border around the title; under it the artist and year; a "2000s" badge over both for an
/// album from 2000 on; and one more border around the whole.
func coverLines(for album: Album) -> [String] {
  var styles: [CoverStyle] = [.border, .caption("\(album.artist), \(album.year)")]
  if let year = Int(album.year), year >= 2000 {
    styles.append(.badge("2000s"))
  }
  styles.append(.border)
  return render(title: album.title, styles: styles)
}
