// swift-tools-version: 6.0
// Exercise 03-mvc-controller: MVC, the controller: selecting an album.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "MVCController",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "MVCController"),
    .testTarget(name: "MVCControllerTests", dependencies: ["MVCController"]),
  ],
  swiftLanguageModes: [.v6]
)
