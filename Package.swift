// swift-tools-version: 6.2
// BlueLibrary Patterns: design patterns taught through one small music-album browser.
//
// The layout, bottom to top (arrows point at what is imported):
//
//   DemoKit                         the command line every demo shares
//   Observer                        typed messages, KVO-style property observation (BlueKit's base)
//   BlueKit → Observer              a headless stand-in for the parts of UIKit the tutorial uses
//   MVC → BlueKit                   Album (model), AlbumView (view), a controller
//   Singleton                       the shared-instance idiom in Swift 6
//   Facade → MVC                    LibraryAPI in front of persistence and HTTP
//   Adapter                         USD→CNY adapters
//   Memento                         saving state and archives of any Codable value; undo
//   <Pattern>Demo → <Pattern>, DemoKit   one small executable per pattern
//
// No package dependencies: the toolchain alone (Foundation, Dispatch, Synchronization,
// Observation, XCTest, Swift Testing).

import PackageDescription

let package = Package(
  name: "BlueLibraryPatterns",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "MVCDemo", targets: ["MVCDemo"]),
    .executable(name: "SingletonDemo", targets: ["SingletonDemo"]),
    .executable(name: "FacadeDemo", targets: ["FacadeDemo"]),
    .executable(name: "ObserverDemo", targets: ["ObserverDemo"]),
    .executable(name: "MementoDemo", targets: ["MementoDemo"]),
  ],
  targets: [
    // Foundations.
    .target(name: "DemoKit"),
    .target(name: "Observer"),
    .target(name: "BlueKit", dependencies: ["Observer"]),

    // One module per pattern.
    .target(name: "MVC", dependencies: ["BlueKit", "Observer"]),
    .target(name: "Singleton"),
    .target(name: "Facade", dependencies: ["MVC", "BlueKit", "Observer"]),
    .target(name: "Adapter"),
    .target(name: "Memento"),

    // The app, as a library so tests drive it in-process.
    .target(
      name: "BlueLibrary", dependencies: ["BlueKit", "Observer", "MVC", "Facade", "Memento"]),

    // One demo per pattern: a single readable file each, tested in-process.
    .executableTarget(name: "MVCDemo", dependencies: ["MVC", "Observer", "DemoKit"]),
    .executableTarget(name: "SingletonDemo", dependencies: ["Singleton", "DemoKit"]),
    .executableTarget(name: "FacadeDemo", dependencies: ["Facade", "Observer", "DemoKit"]),
    .executableTarget(
      name: "ObserverDemo", dependencies: ["Observer", "BlueKit", "MVC", "Facade", "DemoKit"]),
    .executableTarget(name: "MementoDemo", dependencies: ["Memento", "MVC", "DemoKit"]),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(name: "ObserverTests", dependencies: ["Observer"]),
    .testTarget(name: "BlueKitTests", dependencies: ["BlueKit", "Observer"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "Observer"]),
    .testTarget(name: "SingletonTests", dependencies: ["Singleton"]),
    .testTarget(name: "FacadeTests", dependencies: ["Facade", "BlueKit", "Observer"]),
    .testTarget(name: "AdapterTests", dependencies: ["Adapter"]),
    .testTarget(name: "MementoTests", dependencies: ["Memento"]),
    .testTarget(
      name: "BlueLibraryTests",
      dependencies: ["BlueLibrary", "BlueKit", "Observer", "MVC", "Facade", "Memento"]),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "DemoKit", "MVCDemo", "SingletonDemo", "FacadeDemo", "ObserverDemo", "MementoDemo",
      ],
      exclude: ["Golden"]
    ),
    // The tutorials checked against the code they quote, the demos' output and their links.
    .testTarget(name: "TutorialTests", exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
