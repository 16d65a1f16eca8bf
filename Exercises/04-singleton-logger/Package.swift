// swift-tools-version: 6.0
// Exercise 04-singleton-logger: Singleton: one logger for the whole app.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "SingletonLogger",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "SingletonLogger"),
    .testTarget(name: "SingletonLoggerTests", dependencies: ["SingletonLogger"]),
  ],
  swiftLanguageModes: [.v6]
)
