import BlueKit
import Facade
import Foundation
import MVC
import Memento
import Observer
import Testing

@testable import BlueLibrary

/// Thousands of random deletes, undos and moves, checked step by step against a model simple
/// enough to be obviously right: an array, a stack and an index.
@MainActor
@Suite struct DeleteUndoModelTests {
  // tutorial:begin reference-model
  /// What the app should be doing, written as plainly as possible.
  struct ReferenceModel {
    var albums = Album.placeholders
    var undo: [(album: Album, index: Int)] = []
    var current = 0

    mutating func clampCurrent() {
      current = albums.isEmpty ? 0 : min(max(current, 0), albums.count - 1)
    }
  }
  // tutorial:end reference-model

  /// A small seeded generator (SplitMix64), so a failure can be replayed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomSequencesMatchTheModel(seed: UInt64) async {
    // Covers are requested on a center nobody answers: this test is about the list.
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(archive: InMemoryAlbumArchive()),
      notificationCenter: NotificationCenter())
    let controller = LibraryViewController(
      library: library, stateStore: InMemoryKeyValueStore(),
      application: Application(notificationCenter: NotificationCenter()),
      notificationCenter: NotificationCenter(),
      width: 320, messages: EnglishAppMessages())
    var model = ReferenceModel()
    var random = SeededGenerator(state: seed)
    // tutorial:begin model-steps
    for step in 0..<1_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        await controller.deleteCurrentAlbum()
        if !model.albums.isEmpty {
          model.undo.append((model.albums.remove(at: model.current), model.current))
          model.clampCurrent()
        }
      case 4..<7:
        await controller.undoDeletion()
        if let (album, index) = model.undo.popLast() {
          model.albums.insert(album, at: min(index, model.albums.count))
          model.current = index
          model.clampCurrent()
        }
      case 7:
        let index = Int.random(in: -1...6, using: &random)
        controller.select(index: index)
        if model.albums.indices.contains(index) { model.current = index }
      case 8:
        controller.showNextAlbum()
        if model.current + 1 < model.albums.count { model.current += 1 }
      default:
        controller.showPreviousAlbum()
        if model.current > 0 { model.current -= 1 }
      }
      #expect(library.albums == model.albums, "albums differ after step \(step), seed \(seed)")
      #expect(controller.currentAlbumIndex == model.current, "index differs after step \(step)")
      #expect(controller.undoButton.isEnabled == !model.undo.isEmpty, "undo at step \(step)")
      #expect(controller.deleteButton.isEnabled == !model.albums.isEmpty, "delete at step \(step)")
      if library.albums != model.albums { return }
    }
    // tutorial:end model-steps
  }
}
