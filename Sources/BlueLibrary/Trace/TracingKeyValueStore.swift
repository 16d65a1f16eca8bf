import Memento

/// A key-value store that says what the controller's state asked of it: a decorator around
/// the app's `FileKeyValueStore`, the caretaker of the current album index.
final class TracingKeyValueStore: KeyValueStore {
  /// The real store.
  let component: any KeyValueStore
  private let trace: PatternTrace

  /// Creates a decorator around `component`, recording into `trace`.
  init(wrapping component: any KeyValueStore, trace: PatternTrace) {
    self.component = component
    self.trace = trace
  }

  func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    let value = component.value(type, forKey: key)
    let shown = value.map { "\($0)" } ?? "nil"
    trace.record(.memento, "\(traceName(of: component)).value(forKey: \"\(key)\") → \(shown)")
    return value
  }

  func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    let call = "\(traceName(of: component)).set(\(value), forKey: \"\(key)\")"
    do {
      try component.set(value, forKey: key)
    } catch {
      trace.record(.memento, "\(call) ✗ \(error)")
      throw error
    }
    trace.record(.memento, trace.words.event(call, note: trace.words.caretakerKeepsState))
  }

  func removeValue(forKey key: String) throws {
    let call = "\(traceName(of: component)).removeValue(forKey: \"\(key)\")"
    do {
      try component.removeValue(forKey: key)
    } catch {
      trace.record(.memento, "\(call) ✗ \(error)")
      throw error
    }
    trace.record(.memento, call)
  }
}
