import Testing

@testable import ExerciseRunner

/// The mutation operators of `kit verify --mutants`: exactly which mutants a source yields, and
/// that comments and string literals are never touched.
@Suite struct MutationOperatorsTests {
  /// The mutants of `source`, each as its change and the source it makes.
  private func mutants(_ source: String) -> [(change: String, line: Int, result: String)] {
    MutationOperators.mutants(of: source, file: "F.swift").map {
      ($0.change, $0.line, $0.applied(to: source))
    }
  }

  @Test func eachComparisonIsFlippedAtItsBoundary() {
    let found = mutants("let a = x < y\nlet b = x >= y\nlet c = x == y\n")
    #expect(found.map(\.change) == ["`<` → `<=`", "`>=` → `>`", "`==` → `!=`"])
    #expect(found.map(\.line) == [1, 2, 3])
    #expect(found[0].result == "let a = x <= y\nlet b = x >= y\nlet c = x == y\n")
    #expect(found[2].result == "let a = x < y\nlet b = x >= y\nlet c = x != y\n")
  }

  @Test func genericAnglesAndPostfixOperatorsAreNotComparisons() {
    #expect(mutants("let a: Array<Int> = b!\nlet c: Set<String>? = nil\n").isEmpty)
  }

  @Test func booleansAndLogicalOperatorsAreSwapped() {
    let found = mutants("let a = true && b || false\n")
    #expect(
      found.map(\.change) == ["`true` → `false`", "`&&` → `||`", "`||` → `&&`", "`false` → `true`"]
    )
    #expect(found[1].result == "let a = true || b || false\n")
  }

  @Test func integersAreOffByOneAndPlusOneBecomesMinusOne() {
    let found = mutants("let a = count - 1\nlet b = 0x10 + 2.5\nlet c = 1_000\n")
    #expect(found.map(\.change) == ["`- 1` → `+ 1`", "`1` → `2`", "`1_000` → `1001`"])
    #expect(found[0].result == "let a = count + 1\nlet b = 0x10 + 2.5\nlet c = 1_000\n")
    #expect(found[1].result == "let a = count - 2\nlet b = 0x10 + 2.5\nlet c = 1_000\n")
  }

  @Test func commentsAndStringsAreNeverChanged() {
    let source = ##"""
      // if a < b && true { return 1 }
      /* nested /* a == b */ still 2 < 3 */
      let s = "x < y && true \(n + "1 == 1") 4"
      let r = #"a "== b" \#(k) 5"#
      let m = """
        7 > 8 || false
        """

      """##
    #expect(mutants(source).isEmpty)
  }

  @Test func codeInsideAnInterpolationIsLeftAlone() {
    // An interpolation is part of its string: a change there would mostly alter a message.
    #expect(mutants("let s = \"\\(a < b)\"\n").isEmpty)
  }

  @Test func aStatementInABodyIsDeletedWithItsWholeLinesAndShownWithoutItsComment() {
    let source = """
      struct S {
        var x = 0
        mutating func f() {
          x = 2  // Two.
          guard x > 1 else {
            return
          }
          g(
            x)
        }
      }

      """
    let deletions = mutants(source).filter { $0.change.hasPrefix("delete") }
    #expect(
      deletions.map(\.change) == [
        "delete `x = 2`", "delete `guard x > 1 else { …`", "delete `return`", "delete `g( …`",
      ])
    #expect(deletions.map(\.line) == [4, 5, 6, 8])
    #expect(
      deletions[1].result
        == "struct S {\n  var x = 0\n  mutating func f() {\n    x = 2  // Two.\n    g(\n      x)\n  }\n}\n"
    )
  }

  @Test func membersCaseLabelsAttributesAndContinuationsAreNotStatements() {
    let source = """
      import Foundation

      final class C {
        @discardableResult
        func f(_ k: Int) -> Int {
          switch k {
          case 0:
            print(k)
          default:
            break
          }
          let y = [k]
            .map { $0 }
          return y.count
        }
      }

      """
    let deletions = mutants(source).filter { $0.change.hasPrefix("delete") }
    #expect(
      deletions.map(\.change) == [
        "delete `switch k { …`", "delete `print(k)`", "delete `break`", "delete `let y = [k] …`",
        "delete `return y.count`",
      ])
  }
}
