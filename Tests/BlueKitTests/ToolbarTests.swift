import BlueKit
import Foundation
import Synchronization
import Testing

@MainActor
@Suite struct ToolbarTests {
  @Test func aDisabledButtonIgnoresTaps() {
    var taps = 0
    let undo = BarButtonItem(title: "Undo", isEnabled: false) { taps += 1 }
    #expect(!undo.tap())
    undo.isEnabled = true
    #expect(undo.tap())
    #expect(taps == 1)
  }

  @Test func aFlexibleSpaceIsNotAButton() {
    let space = BarButtonItem.flexibleSpace()
    #expect(space.title == nil)
    #expect(!space.tap())
  }

  @Test func theSpacePushesTheButtonsToTheEdgesAndDisabledOnesLookIt() {
    let toolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 150, height: 10))
    toolbar.items = [
      BarButtonItem(title: "Undo", isEnabled: false) {}, .flexibleSpace(),
      BarButtonItem(title: "Delete") {},
    ]
    #expect(toolbar.render(columns: 30) == "( Undo )            [ Delete ]")
    #expect(toolbar.item(titled: "Delete")?.isEnabled == true)
    #expect(toolbar.item(titled: "Play") == nil)
  }
}

extension View {
  fileprivate func render(columns: Int) -> String { render(columns: columns, rows: 1) }
}

@MainActor
@Suite struct ApplicationTests {
  @Test func goingToTheBackgroundAndTerminatingArePosted() {
    let center = NotificationCenter()
    let application = Application(notificationCenter: center)
    let names = NotificationLog()
    let observers = [
      Application.didEnterBackgroundNotification, Application.willTerminateNotification,
    ]
    .map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { names.append($0.name.rawValue) }
    }
    application.enterBackground()
    #expect(application.isInBackground)
    application.enterForeground()
    application.terminate()
    #expect(
      names.entries == [
        "BlueKit.Application.didEnterBackground", "BlueKit.Application.willTerminate",
      ])
    observers.forEach(center.removeObserver)
  }
}

/// A thread-safe list of names, since notification blocks are `@Sendable`.
private final class NotificationLog: Sendable {
  private let storage = Mutex<[String]>([])
  var entries: [String] { storage.withLock { $0 } }
  func append(_ name: String) { storage.withLock { $0.append(name) } }
}
