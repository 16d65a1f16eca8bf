#if canImport(Darwin)
import Darwin

extension Subprocess {
  /// `posix_spawn`'s attributes and file actions, not yet initialized: on Darwin, pointers
  /// that `posix_spawnattr_init` and `posix_spawn_file_actions_init` fill in.
  static func blankSpawnObjects() -> (posix_spawnattr_t?, posix_spawn_file_actions_t?) {
    (nil, nil)
  }

  /// Closes, in the child, every descriptor above standard error.
  ///
  /// `posix_spawn` passes on each one that is not close-on-exec, and a child has no use for the
  /// runner's files and pipes. Darwin's `POSIX_SPAWN_CLOEXEC_DEFAULT` keeps only the
  /// descriptors the file actions set up, so `actions` needs nothing more.
  static func closeInheritedDescriptors(
    _ actions: inout posix_spawn_file_actions_t?, flags: inout Int32
  ) {
    flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
  }
}
#endif
