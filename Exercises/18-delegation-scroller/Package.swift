// swift-tools-version: 6.0
// Exercise 18-delegation-scroller: Delegation: a horizontal scroller that asks its delegate what to show.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "DelegationScroller",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "DelegationScroller"),
    .testTarget(name: "DelegationScrollerTests", dependencies: ["DelegationScroller"]),
  ],
  swiftLanguageModes: [.v6]
)
