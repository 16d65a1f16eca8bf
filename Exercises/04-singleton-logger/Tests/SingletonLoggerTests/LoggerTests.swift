import Foundation
import Testing

@testable import SingletonLogger

/// The tests run in parallel and share `Logger.shared`, like the parts of an app do: each one
/// logs messages of its own and looks only for those.
@Suite struct LoggerTests {
  @Test func sharedIsTheSameLoggerEveryTime() {
    #expect(
      Logger.shared === Logger.shared,
      "Logger.shared must return one instance every time: make it a stored `static let`")
  }

  @Test func whatOnePartLogsAnotherReads() {
    let message = "launched \(UInt64.random(in: 0...UInt64.max))"
    Logger.shared.log(message)
    #expect(
      Logger.shared.entries.contains(message),
      "a message logged through Logger.shared is in Logger.shared.entries")
  }

  /// Twelve messages, so a store without an order (a `Set`, a dictionary) cannot hand them back
  /// in the order they were logged by chance: one in 479 001 600.
  @Test func messagesKeepTheirOrder() {
    let tag = "order \(UInt64.random(in: 0...UInt64.max))"
    let logged = (1...12).map { "\(tag) \($0)" }
    for message in logged { Logger.shared.log(message) }
    let mine = Logger.shared.entries.filter { $0.hasPrefix(tag) }
    #expect(mine == logged, "entries keeps every message, oldest first")
  }

  @Test func loggingFromManyTasksAtOnceKeepsEveryMessage() async {
    let tag = "task \(UInt64.random(in: 0...UInt64.max))"
    await withTaskGroup(of: Void.self) { group in
      for number in 0..<100 {
        group.addTask { Logger.shared.log("\(tag) \(number)") }
      }
    }
    let mine = Logger.shared.entries.filter { $0.hasPrefix(tag) }
    #expect(mine.count == 100, "one shared logger, guarded by its Mutex, loses no message")
  }

  /// Four threads, each logging 1 000 messages as fast as it can: an append made on a copy taken
  /// out of the lock and written back overwrites the other threads' messages.
  @Test func loggingFromManyThreadsAtOnceKeepsEveryMessage() {
    let tag = "thread \(UInt64.random(in: 0...UInt64.max))"
    let allLogged = DispatchGroup()
    for thread in 0..<4 {
      allLogged.enter()
      Thread {
        for number in 0..<1000 { Logger.shared.log("\(tag) \(thread) \(number)") }
        allLogged.leave()
      }.start()
    }
    allLogged.wait()
    let mine = Logger.shared.entries.filter { $0.hasPrefix(tag) }
    #expect(
      mine.count == 4000,
      "each message is in entries once log(_:) returns, not later in a task, and is appended inside one withLock: a copy of the messages changed outside the lock loses others'"
    )
  }

  @Test func readingTheLogTakesNothingAway() {
    let message = "kept \(UInt64.random(in: 0...UInt64.max))"
    Logger.shared.log(message)
    _ = Logger.shared.entries
    #expect(
      Logger.shared.entries.contains(message),
      "entries is everything logged so far: reading it takes nothing away")
  }

  /// More than 10 000 messages, so a log that keeps only the newest so many (a rotated log
  /// file's habit) drops some of them.
  @Test func entriesIsEverythingLoggedSoFarHoweverMany() {
    let tag = "many \(UInt64.random(in: 0...UInt64.max))"
    let logged = (0...10_000).map { "\(tag) \($0)" }
    for message in logged { Logger.shared.log(message) }
    let mine = Logger.shared.entries.filter { $0.hasPrefix(tag) }
    #expect(mine.count == 10_001, "entries is everything logged so far: all 10 001, none dropped")
    #expect(mine == logged, "entries keeps all 10 001 messages, oldest first")
  }

  @Test func aMessageLoggedTwiceIsThereTwice() {
    let message = "twice \(UInt64.random(in: 0...UInt64.max))"
    Logger.shared.log(message)
    Logger.shared.log(message)
    #expect(
      Logger.shared.entries.filter { $0 == message }.count == 2,
      "each message is one entry, as it was logged: a message logged twice is there twice")
  }

  /// No other test logs an empty message, so the empty entries are this test's alone.
  @Test func anEmptyMessageIsLoggedToo() {
    let before = Logger.shared.entries.filter(\.isEmpty).count
    Logger.shared.log("")
    #expect(
      Logger.shared.entries.filter(\.isEmpty).count == before + 1,
      "entries is everything logged so far: an empty message is one entry too")
  }

  @Test func aMessageOfSeveralLinesIsOneEntry() {
    let tag = "lines \(UInt64.random(in: 0...UInt64.max))"
    let message = "\(tag) first\nsecond\nthird"
    Logger.shared.log(message)
    #expect(
      Logger.shared.entries.filter { $0.hasPrefix(tag) } == [message],
      "each message is one entry, exactly as logged: its line breaks stay inside it")
  }

  /// One message that every kind of tidying changes: spaces around it and in a run, quotes, a
  /// backslash, a tab, line breaks (`\n`, `\r\n`, a lone `\r` and a final one), control characters (NUL,
  /// ESC, bell), invisible ones (zero-width space, non-joiner, the joiners of 👨‍👩‍👧, a byte-order
  /// mark, a soft hyphen, a word joiner, a right-to-left mark), Hebrew and Arabic letters,
  /// accents typed both ways, what looks like a secret, a leading zero and over 600 characters.
  @Test func aMessageIsKeptCharacterForCharacterHoweverLong() {
    let tag = "exact \(UInt64.random(in: 0...UInt64.max))"
    let message =
      "  \(tag)  \"quoted\"\tC:\\logs\\ e\u{301} caf\u{E9} 🎸\nnext line\r\nwindows line\rold mac line "
      + "nul\u{0} esc\u{1B}[31mred\u{1B}[0m bell\u{7} password=hunter2 token=007 "
      + "zero\u{200B}width non\u{200C}joiner \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} "
      + "\u{FEFF}bom soft\u{AD}hyphen word\u{2060}joiner mark\u{200F} "
      + "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{645}\u{631}\u{62D}\u{628}\u{627} "  // שלום مرحبا
      + String(repeating: "long ", count: 120) + "end  \n"
    Logger.shared.log(message)
    let mine = Logger.shared.entries.filter { $0.contains(tag) }.map(spelledOut)
    let wanted = [spelledOut(message)]
    #expect(
      mine == wanted,
      """
      each message is one entry, exactly as logged, scalar for scalar: its spaces, quotes, \
      backslashes, tab, line breaks (\\r\\n too) and final newline kept, control characters \
      (NUL, ESC, bell), invisible ones (zero-width space and non-joiner, the joiners of 👨‍👩‍👧, \
      byte-order mark, soft hyphen, word joiner, right-to-left mark), Hebrew and Arabic letters \
      and password=hunter2 token=007 kept, all 600-odd characters, nothing trimmed, cut, escaped, \
      masked, removed or normalised
      """)
  }

  /// A byte-order mark at a message's very start, as text read from the start of a file has:
  /// the one in the test above is mid-message.
  @Test func aMessageThatStartsWithAByteOrderMarkKeepsIt() {
    let number = UInt64.random(in: 0...UInt64.max)
    let message = "\u{FEFF}bom \(number) read from a file"
    Logger.shared.log(message)
    let mine = Logger.shared.entries.filter { $0.contains("bom \(number) ") }.map(spelledOut)
    #expect(
      mine == [spelledOut(message)],
      """
      each message is one entry, exactly as logged, scalar for scalar: the byte-order mark at \
      its start is part of it and stays, nothing removed
      """)
  }

  /// A message logged while the lock is busy waits its turn.
  ///
  /// The log holds 20 000 entries and each thread reads it before it logs, keeping what it read,
  /// so each append copies the whole log while it holds the lock: four threads, let go at once,
  /// find the lock busy again and again. A logger that skips a message when the lock is busy,
  /// or tries a while and gives up, loses some.
  @Test func aMessageLoggedWhileTheLockIsBusyWaitsItsTurnAndIsKept() {
    let tag = "busy \(UInt64.random(in: 0...UInt64.max))"
    for number in 0..<20_000 { Logger.shared.log("\(tag) padding \(number)") }
    let ready = DispatchGroup()
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for thread in 0..<4 {
      ready.enter()
      done.enter()
      Thread {
        ready.leave()
        go.wait()
        for number in 0..<250 {
          let read = Logger.shared.entries
          Logger.shared.log("\(tag) thread \(thread) \(number)")
          withExtendedLifetime(read) {}
        }
        done.leave()
      }.start()
    }
    ready.wait()
    for _ in 0..<4 { go.signal() }
    done.wait()
    let mine = Logger.shared.entries.filter { $0.hasPrefix("\(tag) thread ") }
    #expect(
      mine.count == 1000,
      """
      a message logged while another thread holds the lock waits its turn: all 1 000 kept, \
      none skipped or given up on (\(1000 - mine.count) lost)
      """)
  }

  /// Every message the tests log starts with one of these (or is empty): the log is shared, so
  /// this test reads everyone's entries, and an entry nobody logged (a "log opened" line, a
  /// header, a timestamp) shows.
  @Test func entriesHoldOnlyWhatWasLoggedNoEntryNobodyLogged() {
    let tags = [
      "launched ", "order ", "task ", "thread ", "kept ", "many ", "twice ", "lines ",
      "  exact ", "busy ", "only ", "\u{FEFF}bom ",
    ]
    Logger.shared.log("only \(UInt64.random(in: 0...UInt64.max))")
    let strangers = Logger.shared.entries.filter { entry in
      !entry.isEmpty && !tags.contains { entry.hasPrefix($0) }
    }
    #expect(
      strangers.isEmpty,
      """
      entries is exactly the messages logged, nothing more: no entry nobody logged, but found \
      \(strangers.prefix(3).map(spelledOut))
      """)
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in one message: it is kept as logged.
  @Test func everyInvisibleCharacterIsKeptAsLogged() {
    let tag = "invisible \(UInt64.random(in: 0...UInt64.max))"
    let message =
      everyInvisibleCharacter + tag + everyPrintableASCIICharacter + " mail bowie@example.com "
      + everyInvisibleCharacter
    Logger.shared.log(message)
    let mine = Logger.shared.entries.filter { $0.contains(tag) }
    #expect(mine.count == 1, "the message is one entry")
    expectKept(
      mine.first ?? "", as: message,
      """
      each message is one entry, exactly as logged, scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced; an e-mail \
      address stays too, nothing masked
      """)
  }

  /// `text` with every scalar but printable ASCII spelled out as `\u{…}` (and `\t`, `\n`,
  /// `\r`, `\0`): one scalar missing or changed shows where, and nothing printed drives the
  /// terminal.
  func spelledOut(_ text: String) -> String {
    text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
  }
}
