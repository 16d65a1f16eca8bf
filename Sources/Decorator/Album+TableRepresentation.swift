import MVC

extension Album {
  /// The album as a details table: Artist, Album, Genre and Year.
  ///
  /// The 2014 tutorial called this extension its decorator. In the Gang of Four's sense it is
  /// not one: it wraps no object and cannot be stacked, and it changes the whole type when the
  /// program is compiled (`LoggingDataSourceDecorator` is the classic kind). It shares the
  /// decorator's goal: `Album` gains a responsibility, presenting itself in a table, without a
  /// subclass (a struct cannot have one) and without an edit to `Album.swift`, which stays plain
  /// data. It lives in the module that needs it, so a program that never shows a table never
  /// sees it.
  ///
  /// A computed property, not a method: it has no side effects and costs almost nothing.
  public var tableRepresentation: TableRepresentation {
    TableRepresentation(rows: [
      .init(title: "Artist", value: artist),
      .init(title: "Album", value: title),
      .init(title: "Genre", value: genre),
      .init(title: "Year", value: year),
    ])
  }
}
