import Decorator
import MVC
import Testing

/// `Album.tableRepresentation`: the decorator by extension.
@Suite struct AlbumTableRepresentationTests {
  typealias Row = TableRepresentation.Row

  @Test func theRowsAreArtistAlbumGenreAndYear() {
    #expect(
      Album.placeholders[0].tableRepresentation.rows == [
        Row(title: "Artist", value: "David Bowie"),
        Row(title: "Album", value: "Best of Bowie"),
        Row(title: "Genre", value: "Pop"),
        Row(title: "Year", value: "1992"),
      ])
  }

  @Test(arguments: Album.placeholders)
  func everyAlbumGivesItsFieldsUnderTheSameFourTitles(album: Album) {
    let rows = album.tableRepresentation.rows
    #expect(rows.map(\.title) == ["Artist", "Album", "Genre", "Year"])
    #expect(rows.map(\.value) == [album.artist, album.title, album.genre, album.year])
  }

  @Test func theRepresentationFollowsTheAlbumsCurrentValues() {
    var album = Album.placeholders[1]
    album.year = "2004"
    #expect(album.tableRepresentation.row(at: 3) == Row(title: "Year", value: "2004"))
  }

  @Test func aRowReadsAsTitleColonValue() {
    #expect(Row(title: "Artist", value: "Sting").description == "Artist: Sting")
  }

  @Test(arguments: [-1, 4, Int.max])
  func aRowThatIsNotThereIsNilNotACrash(index: Int) {
    #expect(Album.placeholders[0].tableRepresentation.row(at: index) == nil)
  }
}
