/// The composition root: builds the price list of `albums`, priced by the dollar service.
func makePriceList(albums: [Album], service: DollarPriceService) -> PriceListScreen {
  PriceListScreen(albums: albums, prices: DollarPriceAdapter())
}
