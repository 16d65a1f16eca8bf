// swift-tools-version: 6.0
// Exercise 22-refactor-to-decorators: Refactoring: decorators that wrap and stack, instead of a switch on the kind of decoration.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "RefactorToDecorators",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "RefactorToDecorators"),
    .testTarget(name: "RefactorToDecoratorsTests", dependencies: ["RefactorToDecorators"]),
  ],
  swiftLanguageModes: [.v6]
)
