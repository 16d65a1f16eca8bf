/// The albums on the library screen, and which one is selected.
@MainActor
final class LibraryState: ScreenStateStorage {}
