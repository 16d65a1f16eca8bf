// swift-format-ignore-file
import Foundation

/// The price list: one row per album with its price in yuan, and the total of those for sale.
final class PriceListScreen {
    private let albums: [Album]
    private let prices: any YuanPriceSource
    /// The total shown last time, kept for a "price changed" badge.
    private(set) var lastTotal: Decimal = 0

    /// Creates the price list of `albums`, priced by `prices`.
    init(albums: [Album], prices: any YuanPriceSource) {
        self.albums = albums
        self.prices = prices
    }

    /// One row per album: its title and price, or "not for sale".
    var rows: [String] {
        albums.map { album in
            guard let yuan = prices.priceInYuan(for: album) else {
                return "\(album.title): not for sale"
            }
            return "\(album.title): \(yuan.yuanText)"
        }
    }

    /// The sum of the prices shown, those for sale only.
    var total: String {
        let yuan = albums.compactMap { prices.priceInYuan(for: $0) }.reduce(0, +)
        lastTotal = yuan
        return "Total: \(yuan.yuanText)"
    }
}
