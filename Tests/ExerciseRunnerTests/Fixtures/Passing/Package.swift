// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixturePassing",
  targets: [
    .target(name: "FixturePassing"),
    .testTarget(name: "FixturePassingTests", dependencies: ["FixturePassing"]),
  ],
  swiftLanguageModes: [.v6]
)
