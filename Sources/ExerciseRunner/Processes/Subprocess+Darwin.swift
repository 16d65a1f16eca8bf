#if canImport(Darwin)
import Darwin

extension Subprocess {
  /// `posix_spawn`'s attributes and file actions, not yet initialized: on Darwin, pointers
  /// that `posix_spawnattr_init` and `posix_spawn_file_actions_init` fill in.
  static func blankSpawnObjects() -> (posix_spawnattr_t?, posix_spawn_file_actions_t?) {
    (nil, nil)
  }
}
#endif
