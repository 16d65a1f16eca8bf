#if canImport(Darwin)
import Darwin

extension ProcessTree {
  /// Asks the kernel for its process table (`sysctl` `KERN_PROC_ALL`).
  static func listProcesses() -> [pid_t: Entry] {
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
}
#endif
