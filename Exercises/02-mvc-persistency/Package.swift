// swift-tools-version: 6.0
// Exercise 02-mvc-persistency: MVC, the model's rules: adding and deleting albums.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "MVCPersistency",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "MVCPersistency"),
    .testTarget(name: "MVCPersistencyTests", dependencies: ["MVCPersistency"]),
  ],
  swiftLanguageModes: [.v6]
)
