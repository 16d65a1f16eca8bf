// swift-tools-version: 6.0
// Exercise 12-observer-notifications: Observer: a notification centre, and a cover that asks for itself.
// One package per exercise, so an unfinished one never stops another from building.
// Check it from the kit's folder with: swift run kit check
import PackageDescription

let package = Package(
  name: "ObserverNotifications",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "ObserverNotifications"),
    .testTarget(name: "ObserverNotificationsTests", dependencies: ["ObserverNotifications"]),
  ],
  swiftLanguageModes: [.v6]
)
