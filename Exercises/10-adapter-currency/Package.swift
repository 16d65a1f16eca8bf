// swift-tools-version: 6.0
// Exercise 10-adapter-currency: Adapter: US dollars made to fit a price list in yuan.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "AdapterCurrency",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "AdapterCurrency"),
    .testTarget(name: "AdapterCurrencyTests", dependencies: ["AdapterCurrency"]),
  ],
  swiftLanguageModes: [.v6]
)
