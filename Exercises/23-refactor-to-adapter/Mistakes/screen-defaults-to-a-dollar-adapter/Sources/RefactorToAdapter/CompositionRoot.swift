/// The composition root: builds the price list of `albums`, priced by the dollar service.
func makePriceList(albums: [Album], service: DollarPriceService) -> PriceListScreen {
  PriceListScreen(albums: albums, prices: DollarPriceAdapter(service: service))
}

extension PriceListScreen {
  /// The price list of `albums` at the store's prices: the dollar service, through the adapter.
  ///
  /// It lives here, beside the composition root, so the screen's own file knows nothing of
  /// dollars; callers that do not care where prices come from need not build an adapter.
  convenience init(albums: [Album]) {
    self.init(albums: albums, prices: DollarPriceAdapter(service: DollarPriceService()))
  }
}
