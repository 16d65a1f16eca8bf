// swift-tools-version: 6.0
// BlueLibrary Patterns: design patterns taught through one small music-album browser.
//
// The layout, bottom to top (arrows point at what is imported):
//
//   DemoKit                         the command line every demo shares
//   BlueKit                         a headless stand-in for the parts of UIKit the tutorial uses
//   MVC → BlueKit                   Album (model), AlbumView (view), a controller
//   Singleton                       the shared-instance idiom in Swift 6
//   Facade → MVC                    LibraryAPI in front of persistence and HTTP
//   Memento                         saving state and archives of any Codable value; undo
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

    // Patterns.
    .target(name: "Memento"),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(name: "DemoTests", dependencies: ["DemoKit"], exclude: ["Golden"]),
    .testTarget(name: "MementoTests", dependencies: ["Memento"]),
  ],
  swiftLanguageModes: [.v6]
)
