/// One thing wrong with a chapter or a source file, worded for whoever must fix it.
///
/// It prints as `path:line: message`, or `path:line:column: message` when it is about one
/// character, the shapes compilers use, so editors and CI logs turn it into a link to the spot.
struct Problem: Equatable, CustomStringConvertible {
  /// The file, relative to the package root (`Tutorials/01-MVC.md`).
  var file: String
  /// The 1-based line the problem is on.
  var line: Int
  /// What is wrong and, where it is not obvious, how to fix it.
  var message: String
  /// The 1-based column, when the problem is one character rather than a whole line.
  var column: Int? = nil

  var description: String {
    "\(file):\(line):\(column.map { "\($0):" } ?? "") \(message)"
  }
}
