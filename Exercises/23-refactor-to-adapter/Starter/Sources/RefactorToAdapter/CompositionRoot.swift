/// The composition root: builds the price list of `albums`, priced by the dollar service.
func makePriceList(albums: [Album], service: DollarPriceService) -> PriceListScreen {
  // TODO: Wrap the service in the adapter, and give the screen the adapter.
  PriceListScreen(albums: albums, service: service)
}
