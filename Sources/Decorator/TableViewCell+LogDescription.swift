import BlueKit

extension TableViewCell {
  /// What the cell says, for a log: `Artist | David Bowie`.
  var logDescription: String {
    [textLabel.text, detailTextLabel.text].compactMap { $0 }.joined(separator: " | ")
  }
}
