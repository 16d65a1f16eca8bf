// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureFailing",
  targets: [
    .target(name: "FixtureFailing"),
    .testTarget(name: "FixtureFailingTests", dependencies: ["FixtureFailing"]),
  ],
  swiftLanguageModes: [.v6]
)
