import FileSafety
import Foundation

extension AppEnvironment {
  /// Locks `folder` for this session, then removes the temporary files that killed saves left.
  ///
  /// One writer per folder: a second BlueLibrary on the same folder would save over this one's
  /// work, so it is refused at launch (exit status 75: try again later) and changes nothing. It
  /// waits a second first, in case the other is just ending.
  /// The sweep needs the lock: only then is no save running whose temporary file it could take
  /// for a dead one.
  static func lockDataFolder(_ folder: URL, messages: any AppMessages) throws(LaunchError)
    -> DataDirectoryLock
  {
    let lock: DataDirectoryLock
    do {
      lock = try DataDirectoryLock(directory: folder, patience: .seconds(1))
    } catch .inUse {
      throw LaunchError(
        description: messages.dataFolderInUse(folder.path), status: .temporaryFailure)
    } catch {
      throw LaunchError(description: "\(error)")
    }
    AtomicFileWriter.removeStaleTemporaryFiles(in: folder)
    AtomicFileWriter.removeStaleTemporaryFiles(
      in: folder.appending(path: FileCoverStore.folderName))
    return lock
  }
}
