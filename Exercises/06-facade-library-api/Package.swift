// swift-tools-version: 6.0
// Exercise 06-facade-library-api: Facade: one simple LibraryAPI in front of storage and the web.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "FacadeLibraryAPI",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "FacadeLibraryAPI"),
    .testTarget(name: "FacadeLibraryAPITests", dependencies: ["FacadeLibraryAPI"]),
  ],
  swiftLanguageModes: [.v6]
)
