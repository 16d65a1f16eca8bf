import MVC

extension Album {
  /// The album as a details table: Artist, Album, Genre and Year.
  ///
  /// This extension is the Decorator: it gives `Album` a new responsibility, presenting itself
  /// in a table, without subclassing it (a struct cannot be subclassed) and without editing
  /// `Album.swift`, which stays plain data. It lives in the module that needs it, so a program
  /// that never shows a table never sees it.
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
