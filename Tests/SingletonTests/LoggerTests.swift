import Testing

@testable import Singleton

/// `Logger`: one shared instance, and a log that loses nothing under concurrent use.
///
/// Only the identity tests read `Logger.shared`; every other test makes a fresh logger with the
/// module's internal initializer, so tests running in parallel never share a log.
@Suite struct LoggerTests {
  @Test func sharedIsTheSameInstanceOnEveryRead() {
    let first = Logger.shared
    for _ in 0..<1_000 {
      #expect(Logger.shared === first)
    }
  }

  @Test func sharedIsTheSameInstanceInEveryTask() async {
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { ObjectIdentifier(Logger.shared) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group {
        identities.insert(identity)
      }
      return identities
    }
    #expect(identities == [ObjectIdentifier(Logger.shared)])
  }

  @Test func aNewLogIsEmpty() {
    let logger = Logger()
    #expect(logger.entries == [])
    #expect(logger.count == 0)
  }

  @Test func messagesAreKeptOldestFirst() {
    let logger = Logger()
    logger.log("Library: loaded 5 albums")
    logger.log("Player: playing Best of Bowie")
    #expect(logger.entries == ["Library: loaded 5 albums", "Player: playing Best of Bowie"])
    #expect(logger.count == 2)
  }

  @Test func removeAllEmptiesTheLog() {
    let logger = Logger()
    logger.log("Library: loaded 5 albums")
    logger.removeAll()
    #expect(logger.entries == [])
    #expect(logger.count == 0)
  }

  @Test func concurrentLoggingLosesNoEntry() async {
    let logger = Logger()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<100 {
        group.addTask {
          for message in 0..<1_000 {
            logger.log("task \(task): \(message)")
          }
        }
      }
    }
    let entries = logger.entries
    #expect(entries.count == 100_000)
    #expect(Set(entries).count == 100_000)
    #expect(logger.count == 100_000)
  }

  @Test func eachTaskMessagesStayInTheOrderItLoggedThem() async {
    let logger = Logger()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<10 {
        group.addTask {
          for message in 0..<1_000 {
            logger.log("task \(task): \(message)")
          }
        }
      }
    }
    let entries = logger.entries
    for task in 0..<10 {
      let fromTask = entries.filter { $0.hasPrefix("task \(task): ") }
      #expect(fromTask == (0..<1_000).map { "task \(task): \($0)" })
    }
  }
}
