import Foundation

/// Prepares the one DocC catalog of the documentation site; `Scripts/build-docs.sh` runs it
/// between the compiler, which writes the symbol graphs, and `docc`, which builds the site.
///
/// ```
/// DocumentationSite modules
/// DocumentationSite prepare --symbol-graphs DIR --output DIR
/// ```
///
/// `modules` names the documented modules, one a line, for the script to extract their symbol
/// graphs. `prepare` stages the catalog (see ``CatalogStager``) and prints its folder.
@main
struct DocumentationSite {
  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.writeLine("DocumentationSite: \(error)")
      exit(1)
    }
  }

  static func run(_ arguments: [String]) throws {
    guard let command = arguments.first else { throw SiteError.usage }
    let options = try Options(Array(arguments.dropFirst()))
    switch command {
    case "modules":
      for module in SiteMap.modules { print(module.name) }
    case "prepare":
      let stager = CatalogStager(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        symbolGraphs: URL(fileURLWithPath: try options.value("--symbol-graphs")),
        output: URL(fileURLWithPath: try options.value("--output")))
      print(try stager.stage().path)
    default:
      throw SiteError.usage
    }
  }
}

/// `--name value` pairs.
private struct Options {
  private var values: [String: String] = [:]

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let name = rest.popFirst() {
      guard name.hasPrefix("--"), let value = rest.popFirst() else { throw SiteError.usage }
      values[name] = value
    }
  }

  func value(_ name: String) throws -> String {
    guard let value = values[name] else { throw SiteError.missingOption(name) }
    return value
  }
}

/// Why the site could not be prepared or checked.
enum SiteError: Error, CustomStringConvertible, Equatable {
  case usage
  case missingOption(String)
  case noCatalog(module: String)
  case undocumented([String])

  var description: String {
    switch self {
    case .usage:
      "usage: DocumentationSite modules | prepare --symbol-graphs DIR --output DIR"
    case .missingOption(let name): "\(name) is required"
    case .undocumented(let symbols):
      "these public symbols have no documentation comment (///):\n"
        + symbols.map { "  \($0)" }.joined(separator: "\n")
    case .noCatalog(let module):
      "Sources/\(module) has no .docc catalog; every documented module needs one"
    }
  }
}

extension FileHandle {
  fileprivate func writeLine(_ text: String) {
    try? write(contentsOf: Data((text + "\n").utf8))
  }
}
