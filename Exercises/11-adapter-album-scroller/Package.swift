// swift-tools-version: 6.0
// Exercise 11-adapter-album-scroller: Adapter: albums made to fit a scroller that knows nothing of albums.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "AdapterAlbumScroller",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "AdapterAlbumScroller"),
    .testTarget(name: "AdapterAlbumScrollerTests", dependencies: ["AdapterAlbumScroller"]),
  ],
  swiftLanguageModes: [.v6]
)
