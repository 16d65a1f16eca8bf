// swift-tools-version: 6.0
// Exercise 19-capstone-bluelibrary: Capstone: BlueLibrary's main screen, every pattern wired together.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "CapstoneBlueLibrary",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "CapstoneBlueLibrary"),
    .testTarget(name: "CapstoneBlueLibraryTests", dependencies: ["CapstoneBlueLibrary"]),
  ],
  swiftLanguageModes: [.v6]
)
