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
//   <Pattern>Demo → <Pattern>, DemoKit   one small executable per pattern
//   kit → ExerciseRunner            `swift run kit`: the exercises' runner (Exercises/ is its own
//                                   package per exercise, so unfinished work never breaks this one)
//
// No package dependencies: the toolchain alone (Foundation, Dispatch, Synchronization,
// Observation, XCTest, Swift Testing).

import PackageDescription

let package = Package(
  name: "BlueLibraryPatterns",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "kit", targets: ["kit"])
  ],
  targets: [
    // Foundations.
    .target(name: "DemoKit"),

    // The exercise runner: logic in a library (tested in-process), a thin executable.
    .target(name: "ExerciseRunner"),
    .executableTarget(name: "kit", dependencies: ["ExerciseRunner"]),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(
      name: "ExerciseRunnerTests", dependencies: ["ExerciseRunner"], exclude: ["Fixtures"]),
    .testTarget(name: "DemoTests", dependencies: ["DemoKit"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
