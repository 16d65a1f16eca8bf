// swift-tools-version: 6.0
// Exercise 20-refactor-shared-state: Refactoring: one state, made at the composition root and passed in.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "RefactorSharedState",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "RefactorSharedState"),
    .testTarget(name: "RefactorSharedStateTests", dependencies: ["RefactorSharedState"]),
  ],
  swiftLanguageModes: [.v6]
)
