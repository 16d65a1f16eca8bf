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
      "append inside one withLock: a copy of the messages changed outside the lock loses others'")
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

  @Test func aMessageIsKeptCharacterForCharacterHoweverLong() {
    let tag = "exact \(UInt64.random(in: 0...UInt64.max))"
    let message =
      "  \(tag)  \"quoted\"\tC:\\logs\\ e\u{301} 🎸\nnext line "
      + String(repeating: "long ", count: 120) + "end  \n"
    Logger.shared.log(message)
    let mine = Logger.shared.entries.filter { $0.contains(tag) }
    #expect(
      mine == [message] && mine.first?.unicodeScalars.elementsEqual(message.unicodeScalars) == true,
      """
      each message is one entry, exactly as logged: its spaces, quotes, backslashes, tab, line \
      breaks and final newline kept, all 600-odd characters, nothing trimmed, cut, escaped or \
      normalised
      """)
  }
}
