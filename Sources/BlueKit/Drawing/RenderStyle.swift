/// Whether a canvas is rendered as plain text or with ANSI colours.
public enum RenderStyle: Hashable, Sendable {
  /// Characters only: for pipes, files, tests and golden output.
  case plain
  /// Characters with ANSI colour escapes: for a terminal that allows them.
  case ansi

  /// The style to use, following the conventions users expect of a command-line tool.
  ///
  /// Colour is used only when it was asked for, the output is a terminal, `NO_COLOR` is unset
  /// or empty (see no-color.org), and `TERM` is not `dumb`.
  /// - Parameters:
  ///   - colorRequested: Whether the user wants colour (for example, no `--no-color` flag).
  ///   - outputIsTerminal: Whether standard output is a terminal (`isatty(1)`).
  ///   - environment: The process environment.
  /// - Returns: `.ansi` when every condition holds, `.plain` otherwise.
  public static func resolve(
    colorRequested: Bool, outputIsTerminal: Bool, environment: [String: String]
  ) -> RenderStyle {
    guard colorRequested, outputIsTerminal else { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    return .ansi
  }
}
