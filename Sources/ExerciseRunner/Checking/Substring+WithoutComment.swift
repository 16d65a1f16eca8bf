extension Substring {
  /// The line without its `//` comment (a doc comment's `///` too), for a check that reads
  /// code: `let x = 1 // no enum here` becomes `let x = 1 `.
  ///
  /// A `//` inside a string literal on the line (`"http://…"`) is not a comment. The check
  /// reads one line at a time, so a `/* … */` block or a multi-line string is read as code.
  var withoutComment: Substring {
    var inString = false
    var escaped = false
    var previous: Character? = nil
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
      } else if character == "/" && previous == "/" {
        return self[startIndex..<self.index(before: index)]
      }
      previous = inString ? nil : character
    }
    return self
  }
}
