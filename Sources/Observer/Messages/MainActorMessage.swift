/// A notification whose payload is typed: one type per kind of message, posted and delivered on
/// the main actor.
///
/// In 2014 a notification was a string name plus a `userInfo` dictionary, and each observer dug
/// its data out with string keys and casts: a misspelt key or a wrong cast was a `nil` at run
/// time. A message type's stored properties *are* its payload, so the compiler checks every
/// read, and the type itself names the message, so there is no name to misspell either.
///
/// ```swift
/// struct CoverRequest: MainActorMessage {
///   let imageView: ImageView
///   let coverURL: String
/// }
/// ```
///
/// Messages are delivered on the main actor, because the ones this app sends are about the user
/// interface: an album view asks for its cover and hands over its image view. So a message may
/// carry main-actor objects such as views and need not be `Sendable`. Foundation's
/// `NotificationCenter.MainActorMessage` (macOS 26 and later) is the same idea; the app's
/// messages refine this protocol as ``NotificationMessage`` to travel on Foundation's center
/// everywhere the kit runs, and ``MessageCenter`` carries any of them.
///
/// The protocol refines `SendableMetatype` because a center uses a message's *type* from any
/// thread (observers register from anywhere), even though its *values* stay on the main actor.
public protocol MainActorMessage: SendableMetatype {}
