import BlueKit

/// A table's data source and delegate for one list of games, moved out of the view controller:
/// the simple table adapter.
///
/// Left in a view controller, a table's data source and delegate methods swell it, and a second
/// screen listing games has to repeat them. Moved into this object, they are reused by setting
/// one property each:
///
/// ```swift
/// let adapter = GameTableAdapter(games: Game.firstPersonShooters, tableView: table)
/// table.dataSource = adapter
/// table.delegate = adapter
/// table.reloadData()
/// ```
///
/// The table holds its data source and delegate weakly, so whoever sets them must keep the
/// adapter alive, usually in a stored property.
///
/// It adapts an array of games to the table's two protocols. It suits one flat list; for
/// sections, see ``ListAdapter``.
@MainActor
public final class GameTableAdapter: TableViewDataSource, TableViewDelegate {
  /// The reuse identifier of game cells, registered as `.value1`: title left, year right.
  public static let cellIdentifier = "Game"

  /// The games listed, top to bottom.
  public let games: [Game]

  /// Called with the game whose row the user tapped.
  public var onSelect: (@MainActor (Game) -> Void)?

  /// Creates an adapter listing `games`, registering its cell style with `tableView`.
  public init(games: [Game], tableView: TableView) {
    self.games = games
    tableView.register(.value1, forCellReuseIdentifier: Self.cellIdentifier)
  }

  /// One row per game.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    games.count
  }

  /// The game's title on the left, its year on the right.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    guard games.indices.contains(indexPath.row) else { return cell }
    cell.textLabel.text = games[indexPath.row].title
    cell.detailTextLabel.text = String(games[indexPath.row].year)
    return cell
  }

  /// Passes the tapped game to ``onSelect``.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
    guard games.indices.contains(indexPath.row) else { return }
    onSelect?(games[indexPath.row])
  }
}
