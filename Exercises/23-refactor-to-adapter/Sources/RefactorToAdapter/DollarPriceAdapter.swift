// TODO: The adapter: a YuanPriceSource that wraps a DollarPriceService and converts its dollars
// to yuan.
