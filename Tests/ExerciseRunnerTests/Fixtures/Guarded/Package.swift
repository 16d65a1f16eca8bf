// swift-tools-version: 6.0
// A tiny exercise with must-not-compile checks, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureGuarded",
  targets: [
    .target(name: "FixtureGuarded"),
    .testTarget(name: "FixtureGuardedTests", dependencies: ["FixtureGuarded"]),
  ],
  swiftLanguageModes: [.v6]
)
