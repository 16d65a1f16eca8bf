// swift-tools-version: 6.0
// Exercise 17-delegation-card-stack: Delegation: a reusable card stack asks its data source and tells its delegate.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "DelegationCardStack",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "DelegationCardStack"),
    .testTarget(name: "DelegationCardStackTests", dependencies: ["DelegationCardStack"]),
  ],
  swiftLanguageModes: [.v6]
)
