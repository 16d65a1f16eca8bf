/// The type names a ```mermaid block shows, so a diagram can be held to the code as a quoted
/// block is.
///
/// A diagram of the roles is only worth drawing if its boxes are the kit's real types: a box
/// named after a type that was renamed, or never existed, teaches a name the learner will not
/// find. The rule, for the two kinds of diagram the chapters draw:
///
/// - **`classDiagram`**: every class name is a type. A name is read from `class Foo`
///   (`class Foo~T~`, `class Foo["label"]` and `class Foo {` too), from both ends of a relation
///   (`Foo <|-- Bar`, `Foo --> Bar`, `Foo ..|> Bar`, `Foo "1" *-- "many" Bar`...), from a member
///   line (`Foo : +method()`), from an annotation (`<<protocol>> Foo`) and from `note for Foo`.
///   Lines inside a `class Foo { ... }` body are members, not names.
/// - **`sequenceDiagram`**: a participant is a type. `participant Foo` names `Foo`; in
///   `participant F as Foo` the alias `Foo`, which is what the reader sees, is the name and `F`
///   is shorthand. A message's ends (`A->>B: text`) that no `participant` declared are names
///   too, since mermaid draws them as written. An `actor` is a person (the user), not a type,
///   and is not checked.
///
/// Everything after a `:` (a relation's or a message's label), anything in quotes, and `%%`
/// comments are free text. Any other kind of diagram (`flowchart`...) is reported, so that a
/// diagram the checker cannot read never passes unread.
struct MermaidDiagram {
  /// A name the diagram shows as a type, and the 0-based line of the block it is on.
  struct Name: Equatable {
    /// The type's name, without generic parameters (`Foo` for `Foo~T~`).
    var name: String
    /// The 0-based index of the block's line that holds it.
    var lineIndex: Int
  }

  /// The diagram's kind: its first word, such as `classDiagram`.
  let kind: String
  /// The names the diagram shows as types, in the order they first appear.
  private(set) var names: [Name] = []

  /// The kinds of diagram this checker reads.
  static let readableKinds = ["classDiagram", "sequenceDiagram"]

  /// Reads the lines of a ```mermaid block.
  init(lines: [String]) {
    let meaningful = lines.enumerated().map { ($0.offset, Self.withoutComment($0.element)) }
      .filter { !$0.1.isEmpty }
    kind = meaningful.first.map { String($0.1.split(separator: " ").first ?? "") } ?? ""
    let body = meaningful.dropFirst()
    switch kind {
    case "classDiagram": readClassDiagram(body)
    case "sequenceDiagram": readSequenceDiagram(body)
    default: break
    }
  }

  // MARK: - Class diagrams

  private mutating func readClassDiagram(_ lines: ArraySlice<(Int, String)>) {
    var insideBody = false
    for (index, line) in lines {
      if insideBody {
        if line.hasPrefix("}") { insideBody = false }
        continue
      }
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      switch first {
      case "direction": continue
      case "class":
        if words.count > 1 { add(words[1], at: index) }
        insideBody = line.hasSuffix("{")
      case "note":
        // `note for Foo "text"` points at Foo; a bare `note "text"` points at nothing.
        if words.count > 2, words[1] == "for" { add(words[2], at: index) }
      default:
        if first.hasPrefix("<<"), let close = line.range(of: ">>") {
          add(String(line[close.upperBound...]).trimmingWhitespace(), at: index)
        } else {
          readRelationOrMember(line, at: index)
        }
      }
    }
  }

  /// `Foo <|-- Bar : label`, `Foo "1" --> "*" Bar`, or `Foo : +member`.
  private mutating func readRelationOrMember(_ line: String, at index: Int) {
    let beforeLabel = Self.withoutQuotes(String(line.prefix { $0 != ":" }))
    let words = beforeLabel.split(separator: " ").map(String.init)
    guard let first = words.first else { return }
    add(first, at: index)
    if let arrow = words.firstIndex(where: Self.isRelationArrow), arrow + 1 < words.count {
      add(words[arrow + 1], at: index)
    }
  }

  /// Whether `word` is one of mermaid's relation arrows: made of `<|*o-.>` and holding `--` or `..`.
  private static func isRelationArrow(_ word: String) -> Bool {
    (word.contains("--") || word.contains(".."))
      && word.allSatisfy { "<>|*o-.".contains($0) }
  }

  // MARK: - Sequence diagrams

  /// The words that open a sequence diagram's structural lines, which name no participant.
  private static let sequenceKeywords: Set<String> = [
    "autonumber", "loop", "alt", "else", "opt", "par", "and", "critical", "option", "break",
    "rect", "end", "box", "note", "Note", "activate", "deactivate", "title",
  ]

  private mutating func readSequenceDiagram(_ lines: ArraySlice<(Int, String)>) {
    var declared: Set<String> = []
    for (index, line) in lines {
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      if first == "participant" || first == "actor" {
        guard words.count > 1 else { continue }
        declared.insert(words[1])
        guard first == "participant" else { continue }
        // `participant F as Foo`: the alias is what the reader sees.
        let shown =
          words.count > 3 && words[2] == "as" ? words[3...].joined(separator: " ") : words[1]
        add(shown, at: index)
      } else if !Self.sequenceKeywords.contains(first) {
        for end in Self.messageEnds(line) where !declared.contains(end) {
          add(end, at: index)
        }
      }
    }
  }

  /// The two ends of a message such as `A->>+B: label`, or none when `line` is not a message.
  private static func messageEnds(_ line: String) -> [String] {
    let beforeLabel = line.prefix { $0 != ":" }
    let arrowCharacters: Set<Character> = ["-", ">", "<", ")", "x", "+"]
    guard let arrowStart = beforeLabel.firstIndex(of: "-") else { return [] }
    let from = String(beforeLabel[..<arrowStart]).trimmingWhitespace()
    let afterArrow = beforeLabel[arrowStart...].drop { arrowCharacters.contains($0) }
    let to = String(afterArrow).trimmingWhitespace()
    return [from, to].filter { !$0.isEmpty }
  }

  // MARK: - Names

  private mutating func add(_ word: String, at index: Int) {
    // `Foo~T~`, `Foo["label"]` and `Foo{` all name Foo.
    let name = String(word.prefix { !"~[{(\"".contains($0) }).trimmingWhitespace()
    guard !name.isEmpty, !names.contains(where: { $0.name == name }) else { return }
    names.append(Name(name: name, lineIndex: index))
  }

  /// `line` trimmed, without a `%%` comment.
  private static func withoutComment(_ line: String) -> String {
    let code = line.range(of: "%%").map { String(line[..<$0.lowerBound]) } ?? line
    return code.trimmingWhitespace()
  }

  /// `text` with every "quoted" part removed: quoted text is a label, never a name.
  private static func withoutQuotes(_ text: String) -> String {
    var result = ""
    var inQuotes = false
    for character in text {
      if character == "\"" {
        inQuotes.toggle()
      } else if !inQuotes {
        result.append(character)
      }
    }
    return result
  }
}
