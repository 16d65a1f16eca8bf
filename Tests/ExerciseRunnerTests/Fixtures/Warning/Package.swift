// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureWarning",
  targets: [
    .target(name: "FixtureWarning"),
    .testTarget(name: "FixtureWarningTests", dependencies: ["FixtureWarning"]),
  ],
  swiftLanguageModes: [.v6]
)
