import Adapter
import BlueKit

/// What the composition root wraps around the collaborators the controller makes for itself.
///
/// The controller builds its details data source (anew for each list of albums), its undo stack
/// and its place as the scroller's delegate; the app cannot hand those in ready-made. So it
/// hands in how to wrap each one, and the controller puts the wrapper where the original would
/// have gone. Each is `nil` by default: nothing is wrapped, nothing costs.
@MainActor
struct ControllerDecorators {
  /// Wraps the controller as the scroller's delegate; the controller keeps the wrapper.
  var scrollerDelegate: ((any HorizontalScrollerDelegate) -> any HorizontalScrollerDelegate)?
  /// Wraps each details data source before the table sees it; the controller keeps the wrapper.
  var detailsDataSource: ((any TableViewDataSource) -> any TableViewDataSource)?
  /// Wraps the undo stack.
  var undoStack:
    (
      (any UndoCaretaker<LibraryViewController.DeletedAlbum>)
        -> any UndoCaretaker<LibraryViewController.DeletedAlbum>
    )?
}
