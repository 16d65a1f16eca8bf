import Foundation

/// The composition root: builds the price list of `albums`, priced by the dollar service.
func makePriceList(albums: [Album], service: DollarPriceService) -> PriceListScreen {
  PriceListScreen(albums: albums, prices: DollarPriceAdapter(service: service))
}

/// Asks the dollar service for an album's price.
class DollarLookup {
  let service: DollarPriceService

  init(service: DollarPriceService) {
    self.service = service
  }

  func dollars(for album: Album) -> Decimal? {
    service.priceInDollars(forTitle: album.title)
  }
}
