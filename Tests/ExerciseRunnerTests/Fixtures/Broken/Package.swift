// swift-tools-version: 6.0
// A tiny exercise whose check is known in advance, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureBroken",
  targets: [
    .target(name: "FixtureBroken"),
    .testTarget(name: "FixtureBrokenTests", dependencies: ["FixtureBroken"]),
  ],
  swiftLanguageModes: [.v6]
)
