#if canImport(Glibc)
import Foundation
import Glibc

extension ProcessTree {
  /// Reads `/proc/<pid>/stat` for each process: `pid (name) state ppid pgrp ...`.
  static func listProcesses() -> [pid_t: Entry] {
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
}
#endif
