// DollarPriceAdapter lives in CompositionRoot.swift, where the app meets the dollar service.
