/// What the details table shows of an album, added to `Album` without changing it: the model
/// stays free of any table.
extension Album {
  /// The album as the details table's rows: Artist, Album, Genre, Year.
  var tableRepresentation: [TableRow] {
    [
      TableRow(title: "Artist", value: tidy(artist)),
      TableRow(title: "Album", value: tidy(title)),
      TableRow(title: "Genre", value: tidy(genre)),
      TableRow(title: "Year", value: tidy(year)),
    ]
  }

  /// Double spaces are typing slips: a run of spaces reads as one.
  private func tidy(_ value: String) -> String {
    var result = ""
    for character in value where !(character == " " && result.hasSuffix(" ")) {
      result.append(character)
    }
    return result
  }
}
