// swift-tools-version: 6.0
// Exercise 07-facade-cover-cache: Facade: covers from the cache, or downloaded once.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "FacadeCoverCache",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "FacadeCoverCache"),
    .testTarget(name: "FacadeCoverCacheTests", dependencies: ["FacadeCoverCache"]),
  ],
  swiftLanguageModes: [.v6]
)
