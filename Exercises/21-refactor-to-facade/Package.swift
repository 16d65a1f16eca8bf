// swift-tools-version: 6.0
// Exercise 21-refactor-to-facade: Refactoring: MVC with a facade: a controller that only controls.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "RefactorToFacade",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "RefactorToFacade"),
    .testTarget(name: "RefactorToFacadeTests", dependencies: ["RefactorToFacade"]),
  ],
  swiftLanguageModes: [.v6]
)
