/// The site's first page: where to start, in both languages, and every module.
struct LandingPage {
  /// The names of the articles the site holds (`01-MVC`, `01-MVC-zh-Hans`, …).
  let articles: [String]

  var text: String {
    let chapters = articles.filter { $0.first?.isNumber == true }
    let english = chapters.filter { !$0.hasSuffix("-zh-Hans") }
    let chinese = chapters.filter { $0.hasSuffix("-zh-Hans") }
    let others = articles.filter { $0.first?.isNumber != true && !$0.hasPrefix("LearningPath") }
    func list(_ names: [String]) -> String { names.map { "- <doc:\($0)>" }.joined(separator: "\n") }
    func modules(_ modules: [SiteMap.Module]) -> String {
      modules.map { "- ``\($0.name)``" }.joined(separator: "\n")
    }
    return """
      # \(SiteMap.name)

      @Metadata {
        @TechnologyRoot
      }

      Design patterns taught through one small app, BlueLibrary. 设计模式，通过一个小应用 BlueLibrary 来讲。

      ## Overview

      Start with the learning path: one chapter per pattern, each beside the code it explains, \
      with the types it names linked to their pages here. 从学习路径开始：每章讲一个模式，\
      紧挨着它讲解的代码，章中提到的类型都链接到本站的对应页面。

      ## Topics

      ### Start here · 从这里开始

      - <doc:LearningPath>
      - <doc:LearningPath-zh-Hans>

      ### Pattern modules · 模式模块

      \(modules(SiteMap.modules.filter(\.isPattern)))

      ### The app, and what it stands on · 应用及其基础模块

      \(modules(SiteMap.modules.filter { !$0.isPattern }))

      ### Chapters

      \(list(english))

      ### 章节

      \(list(chinese))

      ### Guides and appendices · 指南与附录

      \(list(others))

      """
  }
}
