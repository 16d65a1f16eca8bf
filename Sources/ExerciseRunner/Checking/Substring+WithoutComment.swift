extension Substring {
  /// The line without its `//` comment (a doc comment's `///` too), for a check that reads
  /// code: `let x = 1 // no enum here` becomes `let x = 1 `.
  ///
  /// A `//` inside a string literal on the line (`"http://…"`) is not a comment. The check
  /// reads one line at a time, so a `/* … */` block or a multi-line string is read as code.
  var withoutComment: Substring {
    var previous: Index? = nil
    for index in indicesOutsideStringLiterals {
      if self[index] == "/", let previous, self[previous] == "/",
        self.index(after: previous) == index
      {
        return self[startIndex..<previous]
      }
      previous = index
    }
    return self
  }

  /// The indices of the line's characters that are outside every string literal on it, in
  /// order; a literal's quotes are part of the literal, and `\"` inside one does not end it.
  ///
  /// What a check counts as code: `withoutComment` looks for `//` among them, and
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
