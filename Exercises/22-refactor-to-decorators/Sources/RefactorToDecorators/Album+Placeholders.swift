extension Album {
  /// The five albums BlueLibrary starts with: the 2014 tutorial's placeholder data.
  static let placeholders = [
    Album(
      title: "Best of Bowie", artist: "David Bowie", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png",
      year: "1992"),
    Album(
      title: "It's My Life", artist: "No Doubt", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_no%20doubt_its%20my%20life%20%20bathwater.png",
      year: "2003"),
    Album(
      title: "Nothing Like The Sun", artist: "Sting", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png",
      year: "1999"),
    Album(
      title: "Staring at the Sun", artist: "U2", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_u2_staring%20at%20the%20sun.png",
      year: "2000"),
    Album(
      title: "American Pie", artist: "Madonna", genre: "Pop",
      coverURL:
        "http://www.coversproject.com/static/thumbs/album/album_madonna_american%20pie.png",
      year: "2000"),
  ]
}
