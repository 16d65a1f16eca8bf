/// The words of the trace, in English and in Simplified Chinese.
///
/// Only the prose is translated: type and method names, values and arrows stay as the code
/// has them, so a line maps to the chapter in either language.
struct TraceWords: Sendable {
  /// The names of the patterns, as the chapters' titles give them.
  let patternNames: [TracedPattern: String]
  /// After an undo stack push.
  let caretakerKeepsMemento: String
  /// After an undo stack pop that returned a memento.
  let caretakerGivesMementoBack: String
  /// After an undo stack pop that found nothing.
  let nothingToGiveBack: String
  /// After a value saved in a key-value store.
  let caretakerKeepsState: String
  /// A scroller's question to its delegate: "HorizontalScroller asked its delegate: …".
  let scrollerAskedDelegate: @Sendable (_ question: String) -> String
  /// A table's question to its data source: "TableView asked its data source: …".
  let tableAskedDataSource: @Sendable (_ question: String) -> String
  /// What goes between an event and the note after it: two spaces in English, nothing before
  /// the full-width parenthesis that opens a Chinese note.
  let noteSeparator: String
  /// A cover request posted: "CoverRequest posted for album_u2_staring at the sun.png".
  let coverRequested: @Sendable (_ coverFile: String) -> String
  /// The cover arriving: "AlbumView observed image → spinner stops".
  let imageObservedSpinnerStops: String
  /// Before the title of an album a facade call removed: "removed".
  let removed: String
  /// Before the title of an album a facade call inserted: "inserted".
  let inserted: String
  /// An archive that never saved anything.
  let nothingSavedYet: String
  /// An archive whose file was set aside.
  let setAside: String
  /// The title of the pane in a terminal, which says how to close it.
  let paneTitle: String
  /// A count of albums: "5 albums".
  let albums: @Sendable (Int) -> String

  /// `event`, then `note` after it (a note says which role the event played).
  func event(_ event: String, note: String) -> String {
    event + noteSeparator + note
  }

  /// The name of `pattern`.
  func name(of pattern: TracedPattern) -> String {
    patternNames[pattern] ?? "\(pattern)"
  }

  /// The trace in English.
  static let english = TraceWords(
    patternNames: [
      .mvc: "MVC", .singleton: "Singleton", .facade: "Facade", .decorator: "Decorator",
      .adapter: "Adapter", .observer: "Observer", .memento: "Memento", .delegation: "Delegation",
    ],
    caretakerKeepsMemento: "(caretaker keeps the memento)",
    caretakerGivesMementoBack: "(caretaker gives the memento back)",
    nothingToGiveBack: "(nothing to give back)",
    caretakerKeepsState: "(caretaker keeps the state)",
    scrollerAskedDelegate: { "HorizontalScroller asked its delegate: \($0)" },
    tableAskedDataSource: { "TableView asked its data source: \($0)" },
    noteSeparator: "  ",
    coverRequested: { "CoverRequest posted for \($0)" },
    imageObservedSpinnerStops: "AlbumView observed image → spinner stops",
    removed: "removed",
    inserted: "inserted",
    nothingSavedYet: "nothing saved yet",
    setAside: "the file was set aside",
    paneTitle: "── The patterns at work (t closes) ──",
    albums: { $0 == 1 ? "1 album" : "\($0) albums" })
}
