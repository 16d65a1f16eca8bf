import Foundation
import MVC
import Testing

@Suite struct AlbumTests {
  @Test func thereAreFivePlaceholdersWithTheTutorialsData() {
    let rows = Album.placeholders.map { [$0.title, $0.artist, $0.genre, $0.year] }
    #expect(
      rows == [
        ["Best of Bowie", "David Bowie", "Pop", "1992"],
        ["It's My Life", "No Doubt", "Pop", "2003"],
        ["Nothing Like The Sun", "Sting", "Pop", "1999"],
        ["Staring at the Sun", "U2", "Pop", "2000"],
        ["American Pie", "Madonna", "Pop", "2000"],
      ])
  }

  @Test func thePlaceholderCoversAreTheTutorialsAddresses() {
    let prefix = "http://www.coversproject.com/static/thumbs/album/"
    #expect(
      Album.placeholders.map(\.coverURL) == [
        prefix + "album_david%20bowie_best%20of%20bowie.png",
        prefix + "album_no%20doubt_its%20my%20life%20%20bathwater.png",
        prefix + "album_sting_nothing%20like%20the%20sun.png",
        prefix + "album_u2_staring%20at%20the%20sun.png",
        prefix + "album_madonna_american%20pie.png",
      ])
  }

  @Test func theDescriptionReadsAsASentence() {
    #expect(Album.placeholders[0].description == "Best of Bowie by David Bowie (Pop, 1992)")
  }

  @Test func anAlbumIsAValue() {
    var copy = Album.placeholders[0]
    copy.year = "1993"
    #expect(Album.placeholders[0].year == "1992")
    #expect(copy != Album.placeholders[0])
  }

  @Test func anAlbumRoundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode(Album.placeholders)
    #expect(try JSONDecoder().decode([Album].self, from: data) == Album.placeholders)
  }
}
