import BlueKit

extension LibraryViewController {
  /// Carries out one command, as typed in a script or pressed as a key.
  ///
  /// - Returns: `false` when the command was `quit`: the app saves and stops.
  func perform(_ command: AppCommand, application: Application) async -> Bool {
    switch command {
    case .next: showNextAlbum()
    case .previous: showPreviousAlbum()
    case .select(let number): select(index: number - 1)
    case .delete: await deleteCurrentAlbum()
    case .undo: await undoDeletion()
    case .background:
      application.enterBackground()
      application.enterForeground()
    case .help: status = messages.shortHelp
    case .quit:
      application.terminate()
      return false
    }
    return true
  }
}
