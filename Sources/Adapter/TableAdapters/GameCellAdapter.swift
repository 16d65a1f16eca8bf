import BlueKit

/// Shows a game in a `.value1` cell, title left and year right: a cell adapter.
///
/// A class, so that the sections sharing it share one instance, and one ``onSelect``.
@MainActor
public final class GameCellAdapter: CellAdapter {
  /// The reuse identifier of game cells.
  public static let cellIdentifier = "GameCell"

  /// Called with the game whose row the user tapped, and where it was.
  public var onSelect: (@MainActor (Game, TableIndexPath) -> Void)?

  /// Creates a cell adapter, registering its cell style with `tableView`.
  public init(registeringIn tableView: TableView) {
    tableView.register(.value1, forCellReuseIdentifier: Self.cellIdentifier)
  }

  /// The game's title on the left, its year on the right.
  public func tableView(_ tableView: TableView, cellFor game: Game, at indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    cell.textLabel.text = game.title
    cell.detailTextLabel.text = String(game.year)
    return cell
  }

  /// Passes the tapped game to ``onSelect``.
  public func tableView(_ tableView: TableView, didSelect game: Game, at indexPath: TableIndexPath)
  {
    onSelect?(game, indexPath)
  }
}
