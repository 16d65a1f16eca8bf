import BlueKit
import MVC

/// Shows the current album's details in a table: the table's data source.
///
/// This is delegation, the other half of the Decorator chapter. A `TableView` knows
/// how to lay out and draw rows, but not what they say; it asks its data source. The table stays
/// reusable and the album data stays out of it: this object answers the table's questions from
/// the current album's `Album.tableRepresentation`.
///
/// It is defensive, as the tutorial was: asking for an album that does not exist shows an
/// empty table instead of crashing.
///
/// The class is not `final` only so that ``LoggingAlbumDetailsDataSource`` can show what
/// subclassing can and cannot do; a data source of your own should be `final`.
@MainActor
public class AlbumDetailsDataSource: TableViewDataSource {
  /// The reuse identifier of the details cells, registered as `.value1`: title on the left,
  /// value on the right.
  public static let cellIdentifier = "AlbumDetail"

  /// The table this data source fills.
  ///
  /// Held strongly; the table holds its data source weakly, so the two make no cycle.
  public let tableView: TableView

  /// The albums whose details can be shown.
  public let albums: [Album]

  /// The index of the album being shown, or `nil` when none is.
  public private(set) var currentIndex: Int?

  /// The rows being shown, or `nil` when no album is.
  public private(set) var representation: TableRepresentation?

  // tutorial:begin album-details-data-source
  /// Creates a data source for `albums` and makes it `tableView`'s data source.
  ///
  /// The table stays empty until ``showAlbum(at:)`` picks an album.
  public init(albums: [Album], tableView: TableView) {
    self.albums = albums
    self.tableView = tableView
    tableView.register(.value1, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
  }

  /// Shows the details of the album at `index`, or an empty table when there is no such album.
  public func showAlbum(at index: Int) {
    if albums.indices.contains(index) {
      currentIndex = index
      representation = albums[index].tableRepresentation
    } else {
      currentIndex = nil
      representation = nil
    }
    tableView.reloadData()
  }

  /// One row per row of the representation; none when no album is shown.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    representation?.rows.count ?? 0
  }

  /// A `.value1` cell with the row's title on the left and its value on the right.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    let row = representation?.row(at: indexPath.row)
    cell.textLabel.text = row?.title
    cell.detailTextLabel.text = row?.value
    return cell
  }
  // tutorial:end album-details-data-source
}
