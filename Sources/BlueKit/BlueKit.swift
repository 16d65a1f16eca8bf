// BlueKit: a headless stand-in for the parts of UIKit the BlueLibrary tutorial uses.
//
// The 2014 tutorial was an iPhone app. UIKit does not exist on Linux, so this module gives the
// patterns the same cast of characters — views with frames and subviews, an image view, a
// spinner, a scroll view with a delegate, a table view with a data source, a toolbar, the
// application's lifecycle notifications — without a screen. A view tree is drawn as text on a
// `Canvas`, so a terminal (or a test) can see it. Every string reaches the canvas through
// `TerminalText`, which turns control characters into visible stand-ins and measures Chinese
// characters and emoji as two columns: text from data can neither drive the terminal nor break
// the frame.
//
// Like UIKit, every view is `@MainActor`: the user interface belongs to one thread.
// Gestures a finger would make are methods here (`tap(at:)`, `drag(to:)`, `tapRow(at:)`), so tests
// and the terminal app play the user.
