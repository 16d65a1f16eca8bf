// swift-tools-version: 6.0
// BlueLibrary Patterns: design patterns taught through one small music-album browser.
//
// The layout, bottom to top (arrows point at what is imported):
//
//   DemoKit                         the command line every demo shares
//   Observer                        typed messages, KVO-style property observation (BlueKit's base)
//   BlueKit                         a headless stand-in for the parts of UIKit the tutorial uses
//   MVC → BlueKit                   Album (model), AlbumView (view), a controller
//   Singleton                       the shared-instance idiom in Swift 6
//   Facade → MVC                    LibraryAPI in front of persistence and HTTP
//   <Pattern>Demo → <Pattern>, DemoKit   one small executable per pattern
//
// No package dependencies: the toolchain alone (Foundation, Dispatch, Synchronization,
// Observation, XCTest, Swift Testing).

import PackageDescription

let package = Package(
  name: "BlueLibraryPatterns",
  platforms: [.macOS(.v15)],
  products: [],
  targets: [
    // Foundations.
    .target(name: "DemoKit"),
    .target(name: "Observer"),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(name: "ObserverTests", dependencies: ["Observer"]),
    .testTarget(name: "DemoTests", dependencies: ["DemoKit"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
