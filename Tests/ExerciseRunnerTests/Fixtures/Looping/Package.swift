// swift-tools-version: 6.0
// A tiny exercise whose test never ends, for the runner's time limit and clean-up tests.
// The package name is unique, so its processes can be found by name.
import PackageDescription

let package = Package(
  name: "FixtureLoopingForever",
  targets: [
    .target(name: "FixtureLooping"),
    .testTarget(name: "FixtureLoopingTests", dependencies: ["FixtureLooping"]),
  ],
  swiftLanguageModes: [.v6]
)
