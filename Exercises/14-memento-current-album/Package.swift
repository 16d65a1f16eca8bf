// swift-tools-version: 6.0
// Exercise 14-memento-current-album: Memento: come back to the album you left.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "MementoCurrentAlbum",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "MementoCurrentAlbum"),
    .testTarget(name: "MementoCurrentAlbumTests", dependencies: ["MementoCurrentAlbum"]),
  ],
  swiftLanguageModes: [.v6]
)
