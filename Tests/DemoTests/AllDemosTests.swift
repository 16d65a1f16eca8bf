import DemoKit
import Testing

@testable import AdapterDemo
@testable import DecoratorDemo
@testable import DelegationDemo
@testable import FacadeDemo
@testable import MVCDemo
@testable import MementoDemo
@testable import ObserverDemo
@testable import SingletonDemo

/// Every demo executable in the kit.
///
/// A new demo joins this list, and so gets its golden, help and bad-argument tests. A demo's
/// type is internal to its executable, hence `@testable import`.
@MainActor
let allDemos: [any Demo.Type] = [
  MVCDemo.self,
  SingletonDemo.self,
  FacadeDemo.self,
  DecoratorDemo.self,
  AdapterDemo.self,
  ObserverDemo.self,
  MementoDemo.self,
  DelegationDemo.self,
]

/// Runs a demo with no arguments and returns what it printed, expecting success and no errors.
@MainActor
func runDemo(_ demo: any Demo.Type) async -> String {
  let output = Transcript()
  let errors = Transcript()
  let status = await demo.main(arguments: [], output: output, errors: errors)
  #expect(status == .success, "\(demo.commandName) failed: \(errors.text)")
  #expect(errors.text == "")
  return output.text
}

/// The checks every demo passes, run one at a time.
///
/// Demos share process-wide state (a singleton's log, the default notification center), so two
/// runs interleaving on the main actor would see each other's effects.
@MainActor
@Suite(.serialized) struct AllDemosTests {
  /// A demo left out of ``allDemos`` would skip every test below without a word, so the list is
  /// checked against the products that `Package.swift` declares.
  @Test func everyDemoExecutableIsInTheList() throws {
    let manifest = try String(
      contentsOf: GoldenFile.folder.appending(path: "../../../Package.swift").standardizedFileURL,
      encoding: .utf8)
    let declared = manifest.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: ".executable(name: \""),
        let end = line[start.upperBound...].firstIndex(of: "\"")
      else { return nil }
      let name = String(line[start.upperBound..<end])
      return name.hasSuffix("Demo") ? name : nil
    }
    // A closure, not `\.commandName`: a key path through `any Demo.Type` inside `#expect`
    // crashes the Swift 6.3.1 compiler.
    let listed = Set(allDemos.map { $0.commandName })
    #expect(declared.count == 8)
    #expect(Set(declared) == listed)
  }

  @Test func everyDemoMatchesItsGoldenFile() async {
    for demo in allDemos {
      expectMatchesGolden(await runDemo(demo), named: demo.commandName)
    }
  }

  @Test func everyDemoIsDeterministic() async {
    for demo in allDemos {
      let first = await runDemo(demo)
      let second = await runDemo(demo)
      #expect(first == second, "\(demo.commandName) printed something different the second time")
    }
  }

  @Test func everyDemoAnswersHelpWithItsAbstract() async {
    for demo in allDemos {
      let output = Transcript()
      let status = await demo.main(arguments: ["--help"], output: output, errors: Transcript())
      #expect(status == .success)
      #expect(output.text.hasPrefix(demo.abstract + "\n"))
      #expect(output.text.contains("USAGE: swift run \(demo.commandName) [--help]"))
    }
  }

  @Test func everyDemoRejectsAnUnknownArgument() async {
    for demo in allDemos {
      let output = Transcript()
      let errors = Transcript()
      let status = await demo.main(arguments: ["--bogus"], output: output, errors: errors)
      #expect(status == .usage)
      #expect(output.text == "")
      #expect(errors.text.hasPrefix("error: unknown argument '--bogus'\n"))
    }
  }
}
