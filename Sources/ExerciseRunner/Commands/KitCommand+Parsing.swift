import BlueKit

extension KitCommand {
  /// Understands `arguments` (without the program's name), saying what is wrong in the words
  /// of `messages`.
  ///
  /// Options may come anywhere. One that takes a value takes the next word, or what follows
  /// its `=` (`--exercises-path X` or `--exercises-path=X`). Each command takes the exercise
  /// names ``Name/operands`` says, and the options whose declaration names it.
  init(parsing arguments: [String], messages: any Messages = EnglishMessages()) throws(UsageError) {
    var words: [String] = []
    var options: [KitOption: String] = [:]
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-"), argument.count > 1 else {
        words.append(argument)
        continue
      }
      let (spelling, attached) = Self.split(argument)
      guard let option = KitOption(spelling: spelling) else {
        throw UsageError(message: messages.unknownOption(argument))
      }
      guard let kind = option.declaration.value else {
        options[option] = ""
        continue
      }
      guard let value = attached ?? remaining.popFirst(), kind.accepts(value) else {
        throw UsageError(message: messages.optionNeedsValue(spelling, messages.value(kind)))
      }
      options[option] = value
    }
    let help = options[.help] != nil
    // With --help, the help is shown whatever the words around it say.
    let name =
      help
      ? words.first.flatMap(Name.init(rawValue:))
      : try Self.commandName(words.first, messages: messages)
    self.init(
      action: try Self.action(
        name, operands: Array(words.dropFirst()), help: help, messages: messages),
      options: options)
    if let tag = options[.lang], Language(tag: tag) == nil {
      throw UsageError(message: messages.unknownLanguage(tag, known: Language.tags))
    }
    try checkOptions(against: name, messages: messages)
  }

  /// `--name=value` as the option's spelling and its value; any other word whole, without one.
  private static func split(_ argument: String) -> (spelling: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The command `word` names, or `nil` when there is no word.
  ///
  /// An unknown command is refused, with the closest one when it is close.
  private static func commandName(_ word: String?, messages: any Messages) throws(UsageError)
    -> Name?
  {
    guard let word else { return nil }
    if let name = Name(rawValue: word) { return name }
    let closest = Name.allCases.map(\.rawValue).min {
      word.editDistance(to: $0) < word.editDistance(to: $1)
    }
    throw UsageError(
      message: messages.unknownCommand(
        word, closest: closest.flatMap { word.editDistance(to: $0) <= 2 ? $0 : nil }))
  }

  /// What `name` with `operands` asks for: the help when there is no command or `--help` was
  /// given, else the command, once its exercise names are counted.
  private static func action(
    _ name: Name?, operands: [String], help: Bool, messages: any Messages
  ) throws(UsageError) -> Action {
    guard !help, let name else { return .help }
    switch name.operands {
    case .none where !operands.isEmpty:
      throw UsageError(message: messages.takesNoName(name.rawValue))
    case .atMostOne where operands.count > 1:
      throw UsageError(message: messages.takesOneNameAtMost(name.rawValue))
    case .exactlyOne where operands.count != 1:
      throw UsageError(message: messages.resetNeedsOneName)
    default:
      break
    }
    let operand = operands.first
    return switch name {
    case .list: .list
    case .check: .check(operand)
    case .watch: .watch(operand)
    case .hint: .hint(operand)
    case .next: .next
    case .reset: .reset(operand ?? "")  // Never empty: counted above.
    case .solution: .solution(operand)
    case .verify: .verify(operands)
    }
  }

  /// Refuses an option given to a command it means nothing to, rather than ignoring it, and
  /// one given without any of the options it refines.
  ///
  /// Without a command, only the options every command takes apply.
  private func checkOptions(against name: Name?, messages: any Messages) throws(UsageError) {
    let given = options.keys.filter { $0 != .help }.sorted { $0.rawValue < $1.rawValue }
    let applying: (KitOption) -> Bool = { option in
      name.map { option.declaration.commands.contains($0) }
        ?? (option.declaration.commands.count == Name.allCases.count)
    }
    if let stray = given.first(where: { !applying($0) }) {
      throw UsageError(message: messages.doesNotApply(stray.rawValue))
    }
    let modes = KitOption.verifyModes.filter(has)
    if modes.count > 1 {
      throw UsageError(message: messages.oneVerifyModeAtATime(modes.map(\.rawValue)))
    }
    for option in given {
      let refined = option.declaration.refines
      if !refined.isEmpty, !refined.contains(where: has), let name {
        throw UsageError(
          message: messages.appliesOnlyWith(
            option.rawValue, command: name.rawValue, refined.map(\.rawValue)))
      }
    }
  }
}
