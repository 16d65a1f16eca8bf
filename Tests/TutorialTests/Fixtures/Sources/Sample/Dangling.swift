// tutorial:begin never-ends
/// Region markers left in a mess, one of each kind.
struct Dangling {
  // tutorial:end never-began
  var value = 0
  // tutorial:begin twice
  var first = 1
  // tutorial:end twice
  // tutorial:begin twice
  var second = 2
  // tutorial:end twice
  // tutorial:bgein typo
  var third = 3
}
