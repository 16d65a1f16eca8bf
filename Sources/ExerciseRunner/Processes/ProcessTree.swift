import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes on the machine, as a snapshot: who is whose parent, and who has finished.
///
/// A check's processes do not all share one process group: `swift test` starts the test binary
/// in a group of its own. So ending a check means finding every process below the one the
/// runner started, by following parents, which is what this snapshot is for.
struct ProcessTree {
  /// One process as the snapshot saw it.
  struct Entry {
    /// The parent's process ID.
    var parent: pid_t
    /// Whether it has finished and only waits for its parent to collect its status.
    var isZombie: Bool
    /// Its process group.
    var group: pid_t
    /// Its program's name, as the system shows it (at most 15 characters on Linux).
    var name: String
  }

  /// Every process the system listed, by process ID.
  let entries: [pid_t: Entry]

  /// Takes a snapshot of the processes running now; each platform lists them its own way
  /// (`ProcessTree+Linux.swift`, `ProcessTree+Darwin.swift`).
  init() {
    entries = Self.listProcesses()
  }

  /// `root` and every process below it that has not finished, as far as the snapshot shows.
  func descendants(of root: pid_t) -> Set<pid_t> {
    var children: [pid_t: [pid_t]] = [:]
    for (pid, entry) in entries { children[entry.parent, default: []].append(pid) }
    var found: Set<pid_t> = []
    var pending = [root]
    while let pid = pending.popLast() {
      guard found.insert(pid).inserted else { continue }
      pending += children[pid] ?? []
    }
    return found.filter { entries[$0].map { !$0.isZombie } ?? false }
  }

  /// Whether Swift's crash reporter, `swift-backtrace`, is at work below `root`: a program
  /// there crashed and is writing its report.
  func isReportingACrash(below root: pid_t) -> Bool {
    descendants(of: root).contains { entries[$0]?.name == "swift-backtrace" }
  }
}

extension ProcessTree {
  /// Ends `root` and every process below it: stops them all first, so none can start another
  /// or be orphaned out of reach, then asks them to end, then forces the ones that did not.
  ///
  /// `root`'s own exit status is left for its parent (the runner) to collect.
  static func end(_ root: pid_t) {
    var tree: Set<pid_t> = []
    var groups: Set<pid_t> = [root]
    // A process may start another just before it is stopped; look again until none is new.
    for _ in 0..<20 {
      let snapshot = ProcessTree()
      let found = snapshot.descendants(of: root).subtracting(tree)
      if found.isEmpty { break }
      for pid in found { kill(pid, SIGSTOP) }
      tree.formUnion(found)
      groups.formUnion(found.compactMap { snapshot.entries[$0]?.group })
    }
    for pid in tree {
      kill(pid, SIGTERM)
      kill(pid, SIGCONT)
    }
    let clock = ContinuousClock()
    let deadline = clock.now + Supervision.terminationGrace
    var running = tree
    while !running.isEmpty, clock.now < deadline {
      Supervision.pause(for: Supervision.terminationPollInterval)
      let snapshot = ProcessTree()
      running = running.filter { snapshot.entries[$0].map { !$0.isZombie } ?? false }
    }
    for pid in running { kill(pid, SIGKILL) }
    // A process started after the last look, by one still running then, is in its parent's
    // group: a crashed test starts `swift-backtrace`, which outlives the test it reports on
    // once that test is killed, orphaned and out of the tree's reach. Every group the tree
    // used goes too (a group is gone when it is empty); never the runner's own.
    groups.remove(getpgrp())
    for group in groups { killpg(group, SIGKILL) }
  }
}
