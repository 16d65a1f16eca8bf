#if canImport(Glibc)
import Glibc

extension Subprocess {
  /// `posix_spawn`'s attributes and file actions, not yet initialized: on Linux, structures the
  /// caller owns.
  static func blankSpawnObjects() -> (posix_spawnattr_t, posix_spawn_file_actions_t) {
    (posix_spawnattr_t(), posix_spawn_file_actions_t())
  }
}
#endif
