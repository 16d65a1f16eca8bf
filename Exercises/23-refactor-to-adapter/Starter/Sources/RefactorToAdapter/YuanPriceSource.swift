// TODO: The target: the interface the price list needs, a price in yuan for an album, or nil
// when it is not for sale.
