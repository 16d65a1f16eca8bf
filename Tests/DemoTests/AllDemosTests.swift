import DemoKit
import Testing

@testable import FacadeDemo
@testable import MVCDemo

/// Every demo executable in the kit.
///
/// A new demo joins this list, and so gets its golden, help and bad-argument tests.
@MainActor
let allDemos: [any Demo.Type] = [MVCDemo.self, FacadeDemo.self]

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

@MainActor
@Suite struct AllDemosTests {
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
