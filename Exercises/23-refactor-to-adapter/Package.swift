// swift-tools-version: 6.0
// Exercise 23-refactor-to-adapter: Refactoring: a screen written against dollars, given the yuan it needs through an adapter.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "RefactorToAdapter",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "RefactorToAdapter"),
    .testTarget(name: "RefactorToAdapterTests", dependencies: ["RefactorToAdapter"]),
  ],
  swiftLanguageModes: [.v6]
)
