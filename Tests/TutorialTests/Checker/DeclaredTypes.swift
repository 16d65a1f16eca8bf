/// The names of the types a Swift file declares or extends, for checking diagrams against.
///
/// A name counts when it follows `class`, `struct`, `enum`, `protocol`, `actor`, `typealias` or
/// `extension` (`extension LibraryAPI.Change` gives both `LibraryAPI.Change` and `Change`).
/// Comment lines are skipped, so a doc comment that says "a class that..." declares nothing.
/// `class func` and `class var` are members, not types, and are skipped too.
func declaredTypeNames(in text: String) -> Set<String> {
  let keywords: Set<Substring> = [
    "class", "struct", "enum", "protocol", "actor", "typealias", "extension",
  ]
  var names: Set<String> = []
  for line in lines(of: text) {
    let code = line.trimmingWhitespace()
    guard !code.hasPrefix("//"), !code.hasPrefix("*") else { continue }
    let words = code.split(whereSeparator: { " \t:<{(=,".contains($0) })
    for (keyword, word) in zip(words, words.dropFirst()) where keywords.contains(keyword) {
      guard let first = word.first, first.isLetter || first == "_",
        !["func", "var", "let", "override", "final"].contains(word)
      else { continue }
      let name = String(word.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      names.insert(name)
      if let last = name.split(separator: ".").last { names.insert(String(last)) }
    }
  }
  return names
}
