#if canImport(Glibc)
import Foundation
import Glibc

extension Subprocess {
  /// `posix_spawn`'s attributes and file actions, not yet initialized: on Linux, structures the
  /// caller owns.
  static func blankSpawnObjects() -> (posix_spawnattr_t, posix_spawn_file_actions_t) {
    (posix_spawnattr_t(), posix_spawn_file_actions_t())
  }

  /// Closes, in the child, every descriptor above standard error.
  ///
  /// `posix_spawn` passes on each one that is not close-on-exec, and a child has no use for the
  /// runner's files and pipes.
  ///
  /// glibc 2.34 and later close them all in one action (`addclosefrom_np`), looked up by name
  /// because older C libraries lack it; there, each descriptor open now gets an action of its
  /// own, as `/proc/self/fd` lists them. (`flags` is Darwin's way; Linux needs no flag.)
  static func closeInheritedDescriptors(
    _ actions: inout posix_spawn_file_actions_t, flags: inout Int32
  ) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    // A null handle is RTLD_DEFAULT: every library the runner has loaded.
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, STDERR_FILENO + 1)
      return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > STDERR_FILENO {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
}
#endif
