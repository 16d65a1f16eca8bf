// swift-tools-version: 6.0
// Exercise 13-observer-cover-spinner: Observer: the spinner stops when the cover arrives (Observation).
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "ObserverCoverSpinner",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "ObserverCoverSpinner"),
    .testTarget(name: "ObserverCoverSpinnerTests", dependencies: ["ObserverCoverSpinner"]),
  ],
  swiftLanguageModes: [.v6]
)
