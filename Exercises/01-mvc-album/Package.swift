// swift-tools-version: 6.0
// Exercise 01-mvc-album: MVC, the model: an Album that describes itself.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "MVCAlbum",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "MVCAlbum"),
    .testTarget(name: "MVCAlbumTests", dependencies: ["MVCAlbum"]),
  ],
  swiftLanguageModes: [.v6]
)
