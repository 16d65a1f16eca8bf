// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureTrapping",
  targets: [
    .target(name: "FixtureTrapping"),
    .testTarget(name: "FixtureTrappingTests", dependencies: ["FixtureTrapping"]),
  ],
  swiftLanguageModes: [.v6]
)
