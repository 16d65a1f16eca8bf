import FileSafety
import Foundation
import Testing

/// Any `Codable` value, kept as JSON and decoded back as what it was.
@Suite struct JSONValueTests {
  private struct Selection: Codable, Equatable {
    var index: Int
    var title: String
    var rating: Double?
  }

  @Test func aValueIsKeptAsItsJSON() throws {
    let value = try JSONValue(
      encoding: Selection(index: 2, title: "Staring at the Sun", rating: 4.5))

    #expect(
      value
        == .object([
          "index": .integer(2), "title": .string("Staring at the Sun"), "rating": .number(4.5),
        ]))
  }

  @Test func itDecodesBackAsTheSameValue() throws {
    let selection = Selection(index: 2, title: "Staring at the Sun", rating: nil)

    #expect(try JSONValue(encoding: selection).decoded(as: Selection.self) == selection)
  }

  @Test func askingForAnotherTypeIsNil() throws {
    #expect(try JSONValue(encoding: "American Pie").decoded(as: Int.self) == nil)
  }

  @Test func everyKindOfValueSurvivesAFile() throws {
    let value = JSONValue.array([.null, .bool(true), .integer(-1), .number(0.5), .string("Sting")])
    let data = try JSONEncoder().encode(value)

    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
  }
}
