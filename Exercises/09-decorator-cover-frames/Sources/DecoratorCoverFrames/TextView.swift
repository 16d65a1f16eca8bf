/// Something drawn as lines of text: the terminal BlueLibrary's kind of view.
protocol TextView {
  /// The lines, top to bottom.
  var lines: [String] { get }
}

/// A cover's art: the lines it is given, as they are.
struct CoverView: TextView {
  /// The lines of the art.
  var lines: [String]
}
