import Testing

@testable import FinalTouchesUndo

@Suite struct AlbumEditorTests {
  let titles = Album.placeholders.map(\.title)

  @Test func atFirstDeleteIsEnabledAndUndoIsNot() {
    let editor = AlbumEditor()
    #expect(editor.canDelete, "there are albums, so Delete is enabled")
    #expect(!editor.canUndo, "nothing was deleted, so Undo is disabled")
  }

  @Test func deletingRemovesTheAlbumShown() {
    let editor = AlbumEditor()
    editor.select(albumAt: 1)
    editor.deleteCurrentAlbum()
    #expect(
      editor.albums.map(\.title) == [
        "Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie",
      ])
    #expect(editor.currentAlbumIndex == 1, "the album that took its place is shown")
  }

  @Test func selectingAnIndexWithNoAlbumChangesNothing() {
    let editor = AlbumEditor()
    editor.select(albumAt: 2)
    editor.select(albumAt: 5)
    #expect(editor.currentAlbumIndex == 2, "select(albumAt: 5) with 5 albums is ignored")
    editor.select(albumAt: -1)
    #expect(editor.currentAlbumIndex == 2, "select(albumAt: -1) is ignored")
  }

  @Test func deletingEnablesUndo() {
    let editor = AlbumEditor()
    editor.deleteCurrentAlbum()
    #expect(editor.canUndo, "Undo is enabled exactly when there is a delete to undo")
  }

  @Test func undoPutsTheAlbumBackWhereItWas() {
    let editor = AlbumEditor()
    editor.select(albumAt: 2)
    editor.deleteCurrentAlbum()
    editor.select(albumAt: 0)
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == titles, "the album goes back to its old index")
    #expect(editor.currentAlbumIndex == 2, "and it is shown")
  }

  @Test func undoDisablesItselfWhenNothingIsLeftToUndo() {
    let editor = AlbumEditor()
    editor.deleteCurrentAlbum()
    editor.undoDeletion()
    #expect(!editor.canUndo)
  }

  @Test func undoesComeBackInReverseOrder() {
    let editor = AlbumEditor()
    editor.select(albumAt: 1)
    editor.deleteCurrentAlbum()
    editor.select(albumAt: 3)
    editor.deleteCurrentAlbum()
    #expect(
      editor.albums.map(\.title) == ["Best of Bowie", "Nothing Like The Sun", "Staring at the Sun"])
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == [
        "Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie",
      ])
    #expect(editor.canUndo, "one delete is still there to undo")
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == titles)
  }

  /// The undo stack has no limit: 1 001 deletes, each from its own place, are all undone, the
  /// most recent first.
  @Test func everyDeleteCanBeUndoneHoweverMany() {
    let albums = (0..<1001).map {
      Album(title: "Album \($0)", artist: "Artist", genre: "Pop", coverURL: "", year: "2000")
    }
    let editor = AlbumEditor(library: PersistencyManager(albums: albums))
    var deleted: [(title: String, index: Int)] = []
    while editor.canDelete {
      editor.select(albumAt: (deleted.count * 7) % editor.albums.count)
      deleted.append((editor.albums[editor.currentAlbumIndex].title, editor.currentAlbumIndex))
      editor.deleteCurrentAlbum()
    }
    var wrong: [String] = []
    for (title, index) in deleted.reversed() {
      #expect(editor.canUndo, "\(title) was deleted and not undone yet: Undo is enabled")
      guard editor.canUndo else { break }
      editor.undoDeletion()
      let shown = editor.albums.indices.contains(index) ? editor.albums[index].title : nil
      if shown != title || editor.currentAlbumIndex != index {
        wrong.append(title)
      }
    }
    #expect(
      wrong.isEmpty,
      "each undo brings back the most recent delete still undone, at its index, and shows it; not so for \(wrong.count) of 1001: \(wrong.prefix(3))"
    )
    let allBack = editor.albums == albums
    #expect(
      allBack,
      "1001 deletes, 1001 undos: every album is back in its place (\(editor.albums.count) albums are)"
    )
    #expect(!editor.canUndo, "every delete has been undone")
  }

  @Test func theLastDeleteIsUndoneFirstWhereverItWas() {
    let editor = AlbumEditor()
    editor.select(albumAt: 3)
    editor.deleteCurrentAlbum()
    editor.select(albumAt: 1)
    editor.deleteCurrentAlbum()
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun", "American Pie",
      ],
      "undo pops the last delete (It's My Life, at 1), not the one at the highest index")
    #expect(editor.currentAlbumIndex == 1, "and shows it")
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == titles)
  }

  @Test func twoDeletesAtTheSameIndexAreBothUndone() {
    let editor = AlbumEditor()
    editor.deleteCurrentAlbum()
    editor.deleteCurrentAlbum()
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == [
        "It's My Life", "Nothing Like The Sun", "Staring at the Sun", "American Pie",
      ],
      "the second delete at 0 (It's My Life) comes back first")
    #expect(editor.canUndo, "each delete is its own entry on the stack: the first is still there")
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == titles, "both deletes at index 0 are undone")
  }

  /// Two equal copies side by side: deleting both is two deletes, and each undo puts one back,
  /// even where an equal album sits already.
  @Test func twoEqualCopiesDeletedOneAfterTheOtherAreBothUndone() {
    let a = Album(
      title: "Hunky Dory", artist: "David Bowie", genre: "Pop", coverURL: "", year: "1971")
    let b = Album(title: "Low", artist: "David Bowie", genre: "Pop", coverURL: "", year: "1977")
    let editor = AlbumEditor(library: PersistencyManager(albums: [a, a, b]))
    editor.deleteCurrentAlbum()
    editor.deleteCurrentAlbum()
    #expect(editor.albums == [b], "two deletes at 0 take both copies of Hunky Dory")
    editor.undoDeletion()
    #expect(
      editor.albums == [a, b],
      "every delete is its own entry, an equal one at the same index too: the first undo puts one copy back"
    )
    #expect(editor.canUndo, "and the other delete is still on the stack")
    editor.undoDeletion()
    #expect(
      editor.albums == [a, a, b],
      "the second undo puts the other copy back at 0, though an equal album sits there already")
    #expect(editor.currentAlbumIndex == 0 && !editor.canUndo)
  }

  @Test func aDeleteAfterAnUndoKeepsTheEarlierDeletesUndoable() {
    let editor = AlbumEditor()
    editor.deleteCurrentAlbum()
    editor.deleteCurrentAlbum()
    editor.undoDeletion()
    editor.deleteCurrentAlbum()
    #expect(editor.canUndo, "two deletes are still on the stack: the first one and the newest")
    editor.undoDeletion()
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == titles,
      "a delete made after an undo starts no new history: the delete before the undo can still be undone"
    )
    #expect(!editor.canUndo)
  }

  @Test func deletingTheLastAlbumInTheListShowsTheOneBefore() {
    let editor = AlbumEditor()
    editor.select(albumAt: 4)
    editor.deleteCurrentAlbum()
    #expect(editor.currentAlbumIndex == 3, "no album took its place, so the one before is shown")
  }

  @Test func deletingEveryAlbumDisablesDelete() {
    let editor = AlbumEditor()
    for _ in 0..<5 { editor.deleteCurrentAlbum() }
    #expect(editor.albums.isEmpty)
    #expect(!editor.canDelete, "Delete is disabled when no albums are left")
    #expect(editor.currentAlbumIndex == 0, "with no albums left, the index is 0, never -1")
    editor.deleteCurrentAlbum()
    #expect(editor.albums.isEmpty, "deleting with no albums changes nothing (and never crashes)")
    #expect(
      editor.canUndo, "a delete with no albums left changes nothing: the deletes stay undoable")
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == ["American Pie"],
      "after a delete with no albums left, undo still brings back the last album deleted")
  }

  @Test func undoAfterDeletingEverythingBringsBackTheLastOne() {
    let editor = AlbumEditor()
    for _ in 0..<5 { editor.deleteCurrentAlbum() }
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == ["American Pie"])
    #expect(editor.canDelete, "an album is back, so Delete is enabled again")
  }

  @Test func undoWithNothingToUndoChangesNothing() {
    let editor = AlbumEditor()
    editor.undoDeletion()
    #expect(editor.albums.map(\.title) == titles)
  }

  @Test func undoingTheDeleteOfTheLastAlbumPutsItBackLast() {
    let editor = AlbumEditor()
    editor.select(albumAt: 4)
    editor.deleteCurrentAlbum()
    editor.undoDeletion()
    #expect(
      editor.albums.map(\.title) == titles,
      "the undo stack keeps the index the album had, before the editor moved on to the one before")
    #expect(editor.currentAlbumIndex == 4)
  }

  /// The library may hold two equal copies of an album: the one deleted is the one at
  /// currentAlbumIndex, never another copy found by equality.
  @Test func deletingRemovesTheAlbumAtTheCurrentIndexEvenWithAnEqualCopyBefore() {
    let a = Album(
      title: "Hunky Dory", artist: "David Bowie", genre: "Pop", coverURL: "", year: "1971")
    let b = Album(title: "Low", artist: "David Bowie", genre: "Pop", coverURL: "", year: "1977")
    let editor = AlbumEditor(library: PersistencyManager(albums: [a, b, a]))
    editor.select(albumAt: 2)
    editor.deleteCurrentAlbum()
    #expect(
      editor.albums == [a, b],
      "showing the copy of Hunky Dory at index 2, Delete removes that copy, leaving [Hunky Dory, Low], not the equal copy at 0"
    )
    #expect(editor.currentAlbumIndex == 1, "the one before, Low at 1, is shown")
    editor.undoDeletion()
    #expect(editor.albums == [a, b, a], "Undo puts the copy back")
    #expect(
      editor.currentAlbumIndex == 2,
      "at index 2, where it was deleted from, and shows it there (not at 0, where an equal copy sits)"
    )
  }
}
