extension AppOptions {
  /// The help text in the language the environment's locale asks for.
  ///
  /// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`, as POSIX reads them (the rule
  /// `kit` follows too); a locale starting with `zh` gets ``chineseHelp``, any other the
  /// English ``help``. Only the help is translated: the screen's words stay English, as the
  /// golden files and every chapter, English or Chinese, show them.
  public static func help(for environment: [String: String]) -> String {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    return locale?.lowercased().hasPrefix("zh") == true ? chineseHelp : help
  }

  /// The full help text in Simplified Chinese; options, keys and commands keep their names.
  public static let chineseHelp = """
    BlueLibrary:浏览专辑,删除与撤销;教程里的每个设计模式都在其中运转。

    \(usage)

    选项:
      --data-dir PATH   把专辑、状态和封面保存在 PATH(默认是平台的数据文件夹:Linux 上为
                        $XDG_DATA_HOME/BlueLibrary 或 ~/.local/share/BlueLibrary,macOS 上为
                        ~/Library/Application Support/BlueLibrary)。
      --reset           从五张占位专辑重新开始(旧数据作为备份留在旁边)。
      --no-color        从不使用颜色(NO_COLOR=1 效果相同)。
      --latency MS      在终端里每次下载封面所需的毫秒数(默认 600);脚本运行从不等待。
      --trace           显示每个模式的运作:它每做一件事就记一行,打印在每帧之后
                        (在终端里,跟踪窗格从一开始就打开)。
      -h, --help        显示本帮助并退出。

    在终端里应用是交互式的。否则它从标准输入每行读取一条命令,每条之后打印一次屏幕,
    输入结束时退出:
      printf 'next\\ndelete\\nundo\\n' | swift run BlueLibrary

    按键(终端中)                命令(标准输入,每行一条)
      → 或 l    下一张专辑        next, n
      ← 或 h    上一张专辑        prev, p
                                  select N     显示第 N 张专辑(从 1 数起)
      d         删除专辑          delete, d
      u         撤销删除          undo, u
      b         立即保存          background   (如同应用离开屏幕时)
      t         跟踪窗格          --trace      (打开或关闭;脚本用这个选项)
      ?         帮助              help
      q, ^C     保存并退出        quit, q
    """
}
