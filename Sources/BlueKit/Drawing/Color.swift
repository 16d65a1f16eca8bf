/// The few colours BlueLibrary's views use (UIKit's `UIColor`).
///
/// On a terminal that allows colour, each is an ANSI background; as plain text, each has a fill
/// character, so a highlighted (white) album still stands out from a black one.
public enum Color: Hashable, Sendable, CaseIterable {
  /// The album view's normal background.
  case black
  /// The album view's background when highlighted.
  case white
  /// A neutral background (headers, bars).
  case gray
  /// An accent, for the selected row.
  case blue

  /// The character that paints this colour in plain text.
  public var plainTextFill: Character {
    switch self {
    case .black: " "
    case .white: "░"
    case .gray: " "
    case .blue: " "
    }
  }

  /// The ANSI SGR parameter that sets this colour as the background.
  var ansiBackground: Int {
    switch self {
    case .black: 40
    case .white: 47
    case .gray: 100
    case .blue: 44
    }
  }

  /// The ANSI SGR parameter for text drawn on this background, so it stays readable.
  var ansiForeground: Int {
    switch self {
    case .white: 30
    case .black, .gray, .blue: 97
    }
  }
}
