// swift-tools-version: 6.2
// BlueLibrary Patterns: design patterns taught through one small music-album browser.
//
// The layout, bottom to top (arrows point at what is imported):
//
//   CommandLineVocabulary           how a program ends and says why, as the app, the demos, kit
//                                   and FileSafety share it: exit codes, a system error's reason,
//                                   where in a JSON file decoding failed
//   DemoKit → CommandLineVocabulary the command line every demo shares
//   Observer                        typed messages, KVO-style property observation (BlueKit's base)
//   BlueKit → Observer              a headless stand-in for the parts of UIKit the tutorial uses
//   FileSafety →                    atomic writes, the data folder and its lock, quarantine,
//     CommandLineVocabulary         safe file names: the machinery under Memento's caretakers
//   MVC → BlueKit                   Album (model), AlbumView (view), a controller
//   Singleton                       the shared-instance idiom in Swift 6
//   Facade → MVC                    LibraryAPI in front of persistence and HTTP
//   Decorator → MVC                 Album's table representation; wrapping a data source
//   Adapter → BlueKit               USD → CNY, the horizontal scroller, table adapters
//   Memento → FileSafety            caretakers of state and of archives of any Codable value; undo
//   Delegation → BlueKit            the swipeable card stack: data source, optional delegate
//   BlueLibrary → every pattern,    the app: one screen where all the patterns meet
//     FileSafety, CommandLineVocabulary
//   <Pattern>Demo, BlueLibraryApp   small executables over one library each
//   ExerciseRunner → BlueKit,       the exercises' runner (Exercises/ is its own package per
//     CommandLineVocabulary         exercise, so unfinished work never breaks this one); BlueKit
//                                   lends it the language rule and the text's widths
//   kit → ExerciseRunner            `swift run kit`: a thin executable over the runner
//
// A pattern module never imports BlueLibrary. Requires Swift 6.2 or later (isolated
// conformances: `@MainActor KeyValueObservable`). No package dependencies: the toolchain alone
// (Foundation, Dispatch, Synchronization, Observation, XCTest, Swift Testing).

import PackageDescription

let package = Package(
  name: "BlueLibraryPatterns",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "BlueLibrary", targets: ["BlueLibraryApp"]),
    .executable(name: "kit", targets: ["kit"]),
    .executable(name: "MVCDemo", targets: ["MVCDemo"]),
    .executable(name: "SingletonDemo", targets: ["SingletonDemo"]),
    .executable(name: "FacadeDemo", targets: ["FacadeDemo"]),
    .executable(name: "DecoratorDemo", targets: ["DecoratorDemo"]),
    .executable(name: "AdapterDemo", targets: ["AdapterDemo"]),
    .executable(name: "ObserverDemo", targets: ["ObserverDemo"]),
    .executable(name: "MementoDemo", targets: ["MementoDemo"]),
    .executable(name: "DelegationDemo", targets: ["DelegationDemo"]),
  ],
  targets: [
    // Foundations.
    .target(name: "CommandLineVocabulary"),
    .target(name: "DemoKit", dependencies: ["BlueKit", "CommandLineVocabulary"]),
    .target(name: "Observer"),
    .target(name: "BlueKit", dependencies: ["Observer"]),
    .target(name: "FileSafety", dependencies: ["CommandLineVocabulary"]),

    // One module per pattern, in the tutorial's order.
    .target(name: "MVC", dependencies: ["BlueKit", "Observer"]),
    .target(name: "Singleton"),
    .target(name: "Facade", dependencies: ["MVC", "BlueKit", "Observer"]),
    .target(name: "Decorator", dependencies: ["MVC", "BlueKit"]),
    .target(name: "Adapter", dependencies: ["BlueKit"]),
    .target(name: "Memento", dependencies: ["FileSafety"]),
    .target(name: "Delegation", dependencies: ["BlueKit"]),

    // The app, as a library so tests drive it in-process, and its thin executable.
    .target(
      name: "BlueLibrary",
      dependencies: [
        "BlueKit", "Observer", "FileSafety", "MVC", "Facade", "Decorator", "Adapter", "Memento",
        "CommandLineVocabulary",
      ]),
    .executableTarget(name: "BlueLibraryApp", dependencies: ["BlueLibrary"]),

    // The exercise runner: `swift run kit`.
    .target(name: "ExerciseRunner", dependencies: ["BlueKit", "CommandLineVocabulary"]),
    .executableTarget(name: "kit", dependencies: ["ExerciseRunner"]),

    // Speed and memory figures: `swift run -c release Benchmarks` (never timed in tests).
    .executableTarget(
      name: "Benchmarks", dependencies: ["Observer", "BlueKit", "MVC", "Adapter", "Memento"]),

    // The documentation site's catalogs, around the toolchain's docc: `Scripts/build-docs.sh`.
    .executableTarget(name: "DocumentationSite"),

    // One demo per pattern: a single readable file each, tested in-process.
    .executableTarget(name: "MVCDemo", dependencies: ["MVC", "Observer", "DemoKit"]),
    .executableTarget(name: "SingletonDemo", dependencies: ["Singleton", "DemoKit"]),
    .executableTarget(name: "FacadeDemo", dependencies: ["Facade", "Observer", "DemoKit"]),
    .executableTarget(
      name: "DecoratorDemo", dependencies: ["Decorator", "MVC", "BlueKit", "DemoKit"]),
    .executableTarget(name: "AdapterDemo", dependencies: ["Adapter", "BlueKit", "DemoKit"]),
    .executableTarget(
      name: "ObserverDemo", dependencies: ["Observer", "BlueKit", "MVC", "Facade", "DemoKit"]),
    .executableTarget(name: "MementoDemo", dependencies: ["Memento", "MVC", "DemoKit"]),
    .executableTarget(
      name: "DelegationDemo", dependencies: ["Delegation", "MVC", "BlueKit", "DemoKit"]),

    // Tests mirror Sources/.
    .testTarget(name: "DemoKitTests", dependencies: ["DemoKit"]),
    .testTarget(name: "ObserverTests", dependencies: ["Observer"]),
    .testTarget(name: "BlueKitTests", dependencies: ["BlueKit", "Observer"]),
    .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "Observer"]),
    .testTarget(name: "SingletonTests", dependencies: ["Singleton"]),
    .testTarget(name: "FacadeTests", dependencies: ["Facade", "BlueKit", "Observer"]),
    .testTarget(name: "DecoratorTests", dependencies: ["Decorator", "MVC", "BlueKit"]),
    .testTarget(name: "AdapterTests", dependencies: ["Adapter", "BlueKit"]),
    .testTarget(name: "MementoTests", dependencies: ["Memento", "FileSafety"]),
    .testTarget(name: "DelegationTests", dependencies: ["Delegation", "BlueKit"]),
    .testTarget(
      name: "BlueLibraryTests",
      dependencies: [
        "BlueLibrary", "BlueKit", "Observer", "FileSafety", "MVC", "Facade", "Decorator", "Adapter",
        "Memento", "CommandLineVocabulary",
        // Built so the two-process test can run it.
        "BlueLibraryApp",
      ]),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "DemoKit", "MVCDemo", "SingletonDemo", "FacadeDemo", "DecoratorDemo", "AdapterDemo",
        "ObserverDemo", "MementoDemo", "DelegationDemo", "BlueLibrary",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ExerciseRunnerTests",
      // kit is built so the tests can signal a real kit process in the middle of a check.
      dependencies: ["ExerciseRunner", "BlueKit", "CommandLineVocabulary", "kit"],
      exclude: ["Fixtures"]),
    .testTarget(name: "TutorialTests", exclude: ["Fixtures"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks"]),
    .testTarget(name: "DocumentationSiteTests", dependencies: ["DocumentationSite"]),
  ],
  swiftLanguageModes: [.v6]
)
