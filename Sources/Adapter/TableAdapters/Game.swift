/// A video game: what the table adapters' examples list.
///
/// The table adapters' source article has a game model but prints no data; these games and
/// years are ours.
public struct Game: Hashable, Sendable, CustomStringConvertible {
  /// The game's title.
  public var title: String
  /// The year it came out.
  public var year: Int

  /// Creates a game.
  public init(title: String, year: Int) {
    self.title = title
    self.year = year
  }

  /// `Doom (1993)`.
  public var description: String { "\(title) (\(year))" }
}
