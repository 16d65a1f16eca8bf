extension String {
  /// The text's lines as a check reads code: every comment left out, so a comment that says
  /// what the refactoring removed ("no catch here", "not `Logger()`") fails no check.
  ///
  /// A `//` comment ends the line; a `/* … */` block (nested, as Swift nests them, and over
  /// several lines) is blanked to spaces, so the code after it keeps its column. A `//` or `/*`
  /// inside a string literal on the line (`"http://…"`) is no comment. A multi-line string
  /// (`"""`) is still read as code, one line at a time.
  var codeLines: [String] {
    var lines: [String] = []
    var openBlocks = 0
    for line in split(separator: "\n", omittingEmptySubsequences: false) {
      let characters = Array(line)
      var code = ""
      var codeLength = 0
      var inString = false
      var escaped = false
      var index = 0
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if openBlocks > 0 {
          if character == "/" && next == "*" {
            openBlocks += 1
          } else if character == "*" && next == "/" {
            openBlocks -= 1
          } else {
            code.append(" ")
            index += 1
            continue
          }
          code += "  "
          index += 2
          continue
        }
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "\"" {
          inString = true
        } else if character == "/" && next == "/" {
          break
        } else if character == "/" && next == "*" {
          openBlocks += 1
          code += "  "
          index += 2
          continue
        }
        code.append(character)
        codeLength = code.count
        index += 1
      }
      // A comment that runs to the end of the line leaves no spaces behind it.
      lines.append(String(code.prefix(codeLength)))
    }
    return lines
  }
}

extension Substring {
  /// The indices of the line's characters that are outside every string literal on it, in
  /// order; a literal's quotes are part of the literal, and `\"` inside one does not end it.
  ///
  /// ``MemberLines`` counts braces among them, so a `"}"` in a string closes nothing.
  var indicesOutsideStringLiterals: [Index] {
    var outside: [Index] = []
    var inString = false
    var escaped = false
    for index in indices {
      let character = self[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else {
        outside.append(index)
      }
    }
    return outside
  }
}
