import BlueKit

/// The scroller is its scroll view's delegate: it hears the content move and come to rest.
extension HorizontalScroller: ScrollViewDelegate {
  /// Lays out the views coming on screen and recycles the ones leaving it.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    tileViews()
  }

  /// A finger lifted: if the content stopped dead, centre the nearest view and select it.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
    if !willDecelerate { selectViewNearestCenter() }
  }

  /// The content stopped coasting: centre the nearest view and select it.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    selectViewNearestCenter()
  }
}
