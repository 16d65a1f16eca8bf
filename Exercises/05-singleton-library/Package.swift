// swift-tools-version: 6.0
// Exercise 05-singleton-library: Singleton: the library every screen shares, safe from any thread.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "SingletonLibrary",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "SingletonLibrary"),
    .testTarget(name: "SingletonLibraryTests", dependencies: ["SingletonLibrary"]),
  ],
  swiftLanguageModes: [.v6]
)
