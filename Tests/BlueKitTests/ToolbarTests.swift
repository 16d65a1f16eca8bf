import BlueKit
import Foundation
import Observer
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
    var heard: [String] = []
    let tokens = [
      center.addObserver(for: Application.DidEnterBackground.self) { _ in heard.append("background")
      },
      center.addObserver(for: Application.WillTerminate.self) { _ in heard.append("terminate") },
    ]
    application.enterBackground()
    #expect(application.isInBackground)
    application.enterForeground()
    #expect(!application.isInBackground)
    application.terminate()
    #expect(heard == ["background", "terminate"])
    for token in tokens { token.cancel() }
    application.enterBackground()
    #expect(heard == ["background", "terminate"])
  }
}
