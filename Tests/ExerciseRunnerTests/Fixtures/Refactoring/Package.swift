// swift-tools-version: 6.0
// A tiny refactoring exercise with structure checks, for the runner's tests.
import PackageDescription

let package = Package(
  name: "FixtureRefactoring",
  targets: [
    .target(name: "FixtureRefactoring"),
    .testTarget(name: "FixtureRefactoringTests", dependencies: ["FixtureRefactoring"]),
  ],
  swiftLanguageModes: [.v6]
)
