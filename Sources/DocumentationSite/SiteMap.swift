/// What the documentation site holds, and where each page of `Tutorials/` goes.
///
/// The site is one DocC catalog built from many: every documented module's own catalog (its
/// intent, roles and topics, in `Sources/<Module>/`), every page of `Tutorials/` as an article,
/// and a landing page that links them. One catalog, so DocC itself checks every link: a chapter's
/// `HorizontalScroller` becomes ``` ``Adapter/HorizontalScroller`` ```, a link to chapter 1
/// becomes `<doc:01-MVC>`, and an unresolved one fails the build. A Chinese page sits beside its
/// English page, with `-zh-Hans` after its name.
enum SiteMap {
  /// A module whose catalog joins the site, and the chapters that teach it.
  struct Module: Equatable {
    var name: String
    var chapters: [String]
    /// False for the app and the modules it stands on, which no single pattern owns.
    var isPattern = true
  }

  /// The documented library modules, in the tutorial's order.
  static let modules: [Module] = [
    Module(name: "MVC", chapters: ["01-MVC.md"]),
    Module(name: "Singleton", chapters: ["02-Singleton.md"]),
    Module(name: "Facade", chapters: ["03-Facade.md"]),
    Module(name: "Decorator", chapters: ["04-Decorator.md"]),
    Module(name: "Adapter", chapters: ["05-Adapter.md"]),
    Module(name: "Observer", chapters: ["06-Observer.md"]),
    Module(name: "Memento", chapters: ["07-Memento.md"]),
    Module(name: "Delegation", chapters: ["09-Delegation.md"]),
    Module(
      name: "BlueLibrary", chapters: ["08-Final-Touches.md", "10-The-App.md"], isPattern: false),
    Module(name: "BlueKit", chapters: ["Appendix-Terminal.md"], isPattern: false),
    Module(name: "FileSafety", chapters: ["Appendix-Durability.md"], isPattern: false),
    Module(name: "ExerciseRunner", chapters: [], isPattern: false),
  ]

  /// The site's name: its landing page's title, and the path its articles live under.
  static let name = "BlueLibrary Patterns"

  /// The folder of the Chinese pages, inside `Tutorials/`.
  static let chineseFolder = "zh-Hans"

  /// The module a page teaches, if it teaches one: its types link there first.
  static func module(teaching fileName: String) -> String? {
    modules.first { $0.chapters.contains(fileName) }?.name
  }

  /// The article's name in the catalog, which `<doc:…>` links use: the page's own name
  /// (`05-Adapter`), `-zh-Hans` added for a Chinese page; the learning path (`README.md`) is
  /// `LearningPath`.
  static func articleName(ofPage fileName: String, chinese: Bool) -> String {
    var stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
    if stem == "README" { stem = "LearningPath" }
    return chinese ? "\(stem)-zh-Hans" : stem
  }
}
