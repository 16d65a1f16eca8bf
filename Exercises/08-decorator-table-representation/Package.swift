// swift-tools-version: 6.0
// Exercise 08-decorator-table-representation: Decorator: an extension gives Album a table representation.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "DecoratorTableRepresentation",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "DecoratorTableRepresentation"),
    .testTarget(
      name: "DecoratorTableRepresentationTests", dependencies: ["DecoratorTableRepresentation"]),
  ],
  swiftLanguageModes: [.v6]
)
