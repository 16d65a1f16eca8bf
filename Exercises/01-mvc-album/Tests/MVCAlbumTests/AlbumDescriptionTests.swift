import Testing

@testable import MVCAlbum

@Suite struct AlbumDescriptionTests {
  @Test func namesEveryFieldInOrder() {
    let album = Album(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop", coverURL: "bowie.png",
      year: "1992")
    #expect(
      album.description
        == "title: Best of Bowie, artist: David Bowie, genre: Pop, coverURL: bowie.png, year: 1992",
      "description names each field, in the order Album declares them, separated by \", \"")
  }

  @Test func describesAPlaceholderAlbumWithItsFullCoverURL() {
    let americanPie = Album.placeholders[4]
    #expect(
      americanPie.description == """
        title: American Pie, artist: Madonna, genre: Pop, \
        coverURL: http://www.coversproject.com/static/thumbs/album/album_madonna_american%20pie.png, \
        year: 2000
        """,
      "the values are the album's own, word for word")
  }

  @Test func interpolationUsesTheDescription() {
    let album = Album(title: "T", artist: "A", genre: "G", coverURL: "C", year: "Y")
    #expect(
      "\(album)" == "title: T, artist: A, genre: G, coverURL: C, year: Y",
      "CustomStringConvertible makes \"\\(album)\" read the description")
  }
}
