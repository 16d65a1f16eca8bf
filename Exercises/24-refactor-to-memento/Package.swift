// swift-tools-version: 6.0
// Exercise 24-refactor-to-memento: Refactoring: a memento, instead of saving that reads the screen's fields.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "RefactorToMemento",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "RefactorToMemento"),
    .testTarget(name: "RefactorToMementoTests", dependencies: ["RefactorToMemento"]),
  ],
  swiftLanguageModes: [.v6]
)
