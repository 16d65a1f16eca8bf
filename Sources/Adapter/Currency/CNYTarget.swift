import Foundation

/// An amount of money in Chinese yuan: the target, the interface the client is written against.
///
/// The client (say, a checkout that shows prices in yuan) knows only this protocol. The money
/// we have is a ``USDAdaptee``, which speaks US dollars; ``CNYObjectAdapter`` and
/// ``CNYClassAdapter`` make it fit, without changing the client or the adaptee.
public protocol CNYTarget {
  /// The amount in yuan (CNY), rounded to the fen, 0.01 yuan.
  var cny: Decimal { get }
}
