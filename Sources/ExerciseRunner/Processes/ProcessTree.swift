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

  /// Takes a snapshot of the processes running now.
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

  #if canImport(Glibc)
  /// Reads `/proc/<pid>/stat` for each process: `pid (name) state ppid ...`.
  private static func listProcesses() -> [pid_t: Entry] {
    var entries: [pid_t: Entry] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for name in names {
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let nameEnd = stat.lastIndex(of: ")")
      else { continue }
      // The name may hold spaces and parentheses; the fields after its last ")" do not.
      let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
      guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2])
      else { continue }
      let nameStart = stat.index(after: stat.firstIndex(of: "(") ?? stat.startIndex)
      entries[pid] = Entry(
        parent: parent, isZombie: fields[0] == "Z" || fields[0] == "X", group: group,
        name: nameStart < nameEnd ? String(stat[nameStart..<nameEnd]) : "")
    }
    return entries
  }
  #elseif canImport(Darwin)
  /// Asks the kernel for its process table (`sysctl` `KERN_PROC_ALL`).
  private static func listProcesses() -> [pid_t: Entry] {
    var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL]
    var size = 0
    guard sysctl(&query, u_int(query.count), nil, &size, nil, 0) == 0 else { return [:] }
    // Room for processes started between the two calls.
    var processes = [kinfo_proc](
      repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride + 16)
    size = processes.count * MemoryLayout<kinfo_proc>.stride
    guard sysctl(&query, u_int(query.count), &processes, &size, nil, 0) == 0 else { return [:] }
    var entries: [pid_t: Entry] = [:]
    for process in processes.prefix(size / MemoryLayout<kinfo_proc>.stride) {
      let name = withUnsafeBytes(of: process.kp_proc.p_comm) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      entries[process.kp_proc.p_pid] = Entry(
        parent: process.kp_eproc.e_ppid, isZombie: Int32(process.kp_proc.p_stat) == SZOMB,
        group: process.kp_eproc.e_pgid, name: name)
    }
    return entries
  }
  #endif
}

extension ProcessTree {
  /// How long the processes of a check get to end on `SIGTERM` before `SIGKILL` ends them.
  static let gracePeriod: Duration = .milliseconds(300)

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
    let deadline = clock.now + gracePeriod
    var running = tree
    while !running.isEmpty, clock.now < deadline {
      usleep(10_000)
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
