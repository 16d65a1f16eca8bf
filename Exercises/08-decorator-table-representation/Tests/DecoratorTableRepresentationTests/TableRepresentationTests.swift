import Testing

@testable import DecoratorTableRepresentation

@Suite struct TableRepresentationTests {
  @Test func theRowsAreArtistAlbumGenreYear() {
    #expect(
      Album.placeholders[0].tableRepresentation.map(\.title) == [
        "Artist", "Album", "Genre", "Year",
      ],
      "four rows, titled in this order")
  }

  @Test func theValuesAreTheAlbumsOwn() {
    #expect(
      Album.placeholders[0].tableRepresentation == [
        TableRow(title: "Artist", value: "David Bowie"),
        TableRow(title: "Album", value: "Best of Bowie"),
        TableRow(title: "Genre", value: "Pop"),
        TableRow(title: "Year", value: "1992"),
      ],
      "the \"Album\" row holds the title; the others hold the field they are named after")
  }

  @Test func anotherAlbumHasItsOwnValues() {
    #expect(
      Album.placeholders[1].tableRepresentation.map(\.value) == [
        "No Doubt", "It's My Life", "Pop", "2003",
      ])
  }
}
