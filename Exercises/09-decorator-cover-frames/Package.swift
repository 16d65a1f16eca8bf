// swift-tools-version: 6.0
// Exercise 09-decorator-cover-frames: Decorator: wrap a cover in a border and a caption, in any order.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "DecoratorCoverFrames",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "DecoratorCoverFrames"),
    .testTarget(name: "DecoratorCoverFramesTests", dependencies: ["DecoratorCoverFrames"]),
  ],
  swiftLanguageModes: [.v6]
)
