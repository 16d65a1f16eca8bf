// swift-tools-version: 6.0
// BlueLibrary Patterns: design patterns taught through one small music-album browser.
//
// The layout, bottom to top (arrows point at what is imported):
//
//   DemoKit                         the command line every demo shares
//   BlueKit                         a headless stand-in for the parts of UIKit the tutorial uses
//   MVC → BlueKit                   Album (model), AlbumView (view), a controller
//   Singleton                       the shared-instance idiom in Swift 6
//   Adapter → BlueKit               one interface made to fit another: USD → CNY, the
//                                   horizontal scroller, table adapters
//   Facade → MVC                    LibraryAPI in front of persistence and HTTP
//   Decorator → MVC, BlueKit        Album's table representation; wrapping a data source
//   Delegation → BlueKit            the swipeable card stack: data source, optional delegate
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
    .executable(name: "FacadeDemo", targets: ["FacadeDemo"]),
    .executable(name: "SingletonDemo", targets: ["SingletonDemo"]),
    .executable(name: "DecoratorDemo", targets: ["DecoratorDemo"]),
    .executable(name: "AdapterDemo", targets: ["AdapterDemo"]),
    .executable(name: "DelegationDemo", targets: ["DelegationDemo"]),
  ],
  targets: [
    // Foundations.
    .target(name: "DemoKit"),
    .target(name: "BlueKit"),

    // One module per pattern.
    .target(name: "MVC", dependencies: ["BlueKit"]),
    .target(name: "Facade", dependencies: ["MVC"]),
    .target(name: "Singleton"),
    .target(name: "Adapter", dependencies: ["BlueKit"]),
    .target(name: "Decorator", dependencies: ["MVC", "BlueKit"]),
    .target(name: "Delegation", dependencies: ["BlueKit"]),

    // One demo per pattern: a single readable file each, tested in-process.
    .executableTarget(name: "MVCDemo", dependencies: ["MVC", "DemoKit"]),
    .executableTarget(name: "FacadeDemo", dependencies: ["Facade", "DemoKit"]),
    .executableTarget(name: "SingletonDemo", dependencies: ["Singleton", "DemoKit"]),
    .executableTarget(
      name: "DecoratorDemo", dependencies: ["Decorator", "MVC", "BlueKit", "DemoKit"]),
    .executableTarget(name: "AdapterDemo", dependencies: ["Adapter", "BlueKit", "DemoKit"]),
    .executableTarget(
      name: "DelegationDemo", dependencies: ["Delegation", "MVC", "BlueKit", "DemoKit"]),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(name: "BlueKitTests", dependencies: ["BlueKit"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC"]),
    .testTarget(name: "FacadeTests", dependencies: ["Facade"]),
    .testTarget(name: "SingletonTests", dependencies: ["Singleton"]),
    .testTarget(name: "AdapterTests", dependencies: ["Adapter", "BlueKit"]),
    .testTarget(name: "DecoratorTests", dependencies: ["Decorator", "MVC", "BlueKit"]),
    .testTarget(name: "DelegationTests", dependencies: ["Delegation", "BlueKit"]),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "DemoKit",
        "MVCDemo",
        "FacadeDemo",
        "SingletonDemo",
        "DecoratorDemo",
        "AdapterDemo",
        "DelegationDemo",
      ],
      exclude: ["Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
