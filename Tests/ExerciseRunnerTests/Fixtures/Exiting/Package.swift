// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureExiting",
  targets: [
    .target(name: "FixtureExiting"),
    .testTarget(name: "FixtureExitingTests", dependencies: ["FixtureExiting"]),
  ],
  swiftLanguageModes: [.v6]
)
