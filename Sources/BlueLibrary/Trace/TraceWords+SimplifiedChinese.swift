extension TraceWords {
  /// The trace in Simplified Chinese.
  static let chinese = TraceWords(
    patternNames: [
      .mvc: "MVC", .singleton: "单例模式", .facade: "外观模式", .decorator: "装饰者模式",
      .adapter: "适配器模式", .observer: "观察者模式", .memento: "备忘录模式", .delegation: "委托",
    ],
    caretakerKeepsMemento: "（备忘录由负责人保管）",
    caretakerGivesMementoBack: "（负责人交还备忘录）",
    nothingToGiveBack: "（没有可交还的备忘录）",
    caretakerKeepsState: "（状态由负责人保管）",
    scrollerAskedDelegate: { "HorizontalScroller 询问它的委托：\($0)" },
    tableAskedDataSource: { "TableView 询问它的数据源：\($0)" },
    noteSeparator: "",
    coverRequested: { "CoverRequest 已发出，请求 \($0)" },
    imageObservedSpinnerStops: "AlbumView 观察到 image → 加载指示器停止",
    removed: "删除了",
    inserted: "插入了",
    nothingSavedYet: "尚未保存过",
    setAside: "文件已被移到一旁",
    paneTitle: "── 模式运作跟踪（按 t 关闭）──",
    albums: { "\($0) 张专辑" })
}
