// swift-tools-version: 6.0
// Exercise 16-final-touches-undo: Final touches: delete an album, and undo it.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "FinalTouchesUndo",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "FinalTouchesUndo"),
    .testTarget(name: "FinalTouchesUndoTests", dependencies: ["FinalTouchesUndo"]),
  ],
  swiftLanguageModes: [.v6]
)
