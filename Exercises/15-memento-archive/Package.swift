// swift-tools-version: 6.0
// Exercise 15-memento-archive: Memento: archive the albums to a file, and open it at the next launch.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "MementoArchive",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "MementoArchive"),
    .testTarget(name: "MementoArchiveTests", dependencies: ["MementoArchive"]),
  ],
  swiftLanguageModes: [.v6]
)
