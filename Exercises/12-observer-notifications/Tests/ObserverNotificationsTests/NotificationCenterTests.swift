import Testing

@testable import ObserverNotifications

@Suite struct NotificationCenterTests {
  let bowie = Notification(name: .downloadImage, coverURL: "bowie.png")

  @Test func anObserverHearsWhatIsPosted() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .downloadImage) { heard.append($0.coverURL) }
    center.post(bowie)
    #expect(heard == ["bowie.png"], "post(_:) calls the handler of each observer of the name")
  }

  @Test func everyObserverHearsItInTheOrderTheySubscribed() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .downloadImage) { _ in heard.append("first") }
    center.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    center.post(bowie)
    #expect(heard == ["first", "second"])
  }

  @Test func observersOfOtherNamesHearNothing() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .didEnterBackground) { _ in heard.append("background") }
    center.addObserver(forName: .downloadImage) { _ in heard.append("download") }
    center.post(bowie)
    #expect(heard == ["download"], "only observers of the posted name are called")
  }

  @Test func aRemovedObserverHearsNothingMore() {
    let center = NotificationCenter()
    var heard = 0
    let token = center.addObserver(forName: .downloadImage) { _ in heard += 1 }
    center.post(bowie)
    center.removeObserver(token)
    center.post(bowie)
    #expect(heard == 1, "after removeObserver(_:), the handler is never called again")
  }

  @Test func removingOneObserverLeavesTheOthers() {
    let center = NotificationCenter()
    var heard: [String] = []
    let first = center.addObserver(forName: .downloadImage) { _ in heard.append("first") }
    center.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    center.removeObserver(first)
    center.post(bowie)
    #expect(heard == ["second"], "each subscription has its own token")
  }

  @Test func eachPostIsHeardAgain() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .downloadImage) { heard.append($0.coverURL) }
    center.post(bowie)
    center.post(Notification(name: .downloadImage, coverURL: "sting.png"))
    #expect(heard == ["bowie.png", "sting.png"])
  }

  @Test func anObserverThatRemovesItselfWhileHearingLeavesTheOthers() {
    let center = NotificationCenter()
    var heard: [String] = []
    var once: ObserverToken?
    once = center.addObserver(forName: .downloadImage) { _ in
      heard.append("once")
      if let once { center.removeObserver(once) }
    }
    center.addObserver(forName: .downloadImage) { _ in heard.append("always") }
    center.post(bowie)
    center.post(bowie)
    #expect(
      heard == ["once", "always", "always"],
      "a handler may remove its own observer; post(_:) still calls the others, and nothing traps")
  }

  @Test func albumViewsAskTheLibraryForTheirCovers() {
    let center = NotificationCenter()
    let library = LibraryAPI(notificationCenter: center)
    _ = AlbumView(coverURL: "bowie.png", notificationCenter: center)
    _ = AlbumView(coverURL: "sting.png", notificationCenter: center)
    #expect(
      library.requestedCovers == ["bowie.png", "sting.png"],
      "each new AlbumView posts .downloadImage, and the library hears it")
  }

  /// Twelve observers can come out in their order by chance only once in 479,001,600 tries, so
  /// a centre that does not keep the order fails here every time.
  @Test func twelveObserversHearItInTheOrderTheySubscribed() {
    let center = NotificationCenter()
    var heard: [Int] = []
    for number in 1...12 {
      center.addObserver(forName: .downloadImage) { _ in heard.append(number) }
    }
    center.post(bowie)
    #expect(
      heard == Array(1...12),
      "post(_:) calls observers in the order they subscribed: keep them in an array, not a dictionary"
    )
  }

  @Test func removingObserversFromTheMiddleLeavesTheOthersInTheOrderTheySubscribed() {
    let center = NotificationCenter()
    var heard: [Int] = []
    var tokens: [ObserverToken] = []
    for number in 1...12 {
      tokens.append(center.addObserver(forName: .downloadImage) { _ in heard.append(number) })
    }
    center.removeObserver(tokens[3])
    center.removeObserver(tokens[6])
    center.post(bowie)
    #expect(
      heard == [1, 2, 3, 5, 6, 8, 9, 10, 11, 12],
      "after removing observers 4 and 7, the others hear the post in the order they subscribed: no observer moved into a removed one's place"
    )
  }

  @Test func aRemovedObserverIsForgottenItsHandlerAndWhatItCapturesFreed() {
    final class Captured {}
    let center = NotificationCenter()
    weak var captured: Captured?
    let token: ObserverToken
    do {
      let object = Captured()
      captured = object
      token = center.addObserver(forName: .downloadImage) { _ in withExtendedLifetime(object) {} }
    }
    #expect(captured != nil, "while it observes, the centre keeps the handler and what it captures")
    center.removeObserver(token)
    #expect(
      captured == nil,
      "removeObserver(_:) forgets the observer: its handler, and what the handler captures, is freed at once, not only skipped"
    )
    center.post(bowie)
  }

  @Test func aHandlerRemovedAfterAPostIsFreedAtOnceToo() {
    final class Captured {}
    let center = NotificationCenter()
    weak var captured: Captured?
    let token: ObserverToken
    do {
      let object = Captured()
      captured = object
      token = center.addObserver(forName: .downloadImage) { _ in withExtendedLifetime(object) {} }
    }
    center.post(bowie)
    center.removeObserver(token)
    #expect(
      captured == nil,
      "a post that has ended keeps nothing: the handler removed after it, and what it captures, is freed at once, before any later post"
    )
  }

  @Test func aNewSubscriptionNeverGetsAnEarlierToken() {
    let center = NotificationCenter()
    var heard: [String] = []
    let first = center.addObserver(forName: .downloadImage) { _ in heard.append("first") }
    center.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    center.removeObserver(first)
    let third = center.addObserver(forName: .downloadImage) { _ in heard.append("third") }
    center.removeObserver(third)
    center.post(bowie)
    #expect(
      heard == ["second"],
      "count subscriptions for tokens, never reuse one: removing the third must leave the second")
  }

  @Test func removingAnObserverOfOneNameLeavesTheOtherNames() {
    let center = NotificationCenter()
    var heard: [String] = []
    let background = center.addObserver(forName: .didEnterBackground) { _ in
      heard.append("background")
    }
    center.addObserver(forName: .downloadImage) { _ in heard.append("download") }
    center.removeObserver(background)
    center.post(bowie)
    #expect(
      heard == ["download"],
      "a different token for each subscription, whatever its name: removing one removes no other")
  }

  @Test func aTokenIsNeverHandedOutTwice() {
    let center = NotificationCenter()
    let first = center.addObserver(forName: .downloadImage) { _ in }
    center.removeObserver(first)
    let second = center.addObserver(forName: .downloadImage) { _ in }
    #expect(second != first, "a different token for each subscription: a removed one's too")
  }

  @Test func namesThatDifferInCaseAreTwoNames() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .downloadImage) { heard.append($0.coverURL) }
    center.post(Notification(name: Notification.Name(rawValue: "DownloadImage"), coverURL: "x.png"))
    #expect(
      heard == [], "post(_:) calls the observers of that name and no other: case counts")
  }

  @Test func aHandlerMayPostInItsTurn() {
    let center = NotificationCenter()
    var heard: [String] = []
    let bowie = self.bowie
    center.addObserver(forName: .didEnterBackground) { _ in center.post(bowie) }
    center.addObserver(forName: .downloadImage) { heard.append($0.coverURL) }
    center.post(Notification(name: .didEnterBackground, coverURL: ""))
    #expect(
      heard == ["bowie.png"],
      "a handler may post in its turn: that post is delivered then and there, not ignored")
  }

  @Test func removingATokenTwiceOrOneNeverHandedOutChangesNothing() {
    let center = NotificationCenter()
    var heard: [String] = []
    let first = center.addObserver(forName: .downloadImage) { _ in heard.append("first") }
    center.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    center.removeObserver(first)
    center.removeObserver(first)
    NotificationCenter().removeObserver(first)
    center.post(bowie)
    #expect(
      heard == ["second"],
      "removing a token already removed, or one this centre never handed out, changes nothing and does not trap"
    )
  }

  @Test func anObserverRemovedDuringAPostStillHearsThatPost() {
    let center = NotificationCenter()
    var heard: [String] = []
    var second: ObserverToken?
    center.addObserver(forName: .downloadImage) { _ in
      heard.append("first")
      if let second { center.removeObserver(second) }
    }
    second = center.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    center.post(bowie)
    center.post(bowie)
    #expect(
      heard == ["first", "second", "first"],
      "a post calls the observers there when it began: one removed meanwhile still hears that post, and no later one"
    )
  }

  @Test func anObserverAddedDuringAPostHearsOnlyLaterPosts() {
    let center = NotificationCenter()
    var heard: [String] = []
    var added = false
    center.addObserver(forName: .downloadImage) { _ in
      heard.append("first")
      guard !added else { return }
      added = true
      center.addObserver(forName: .downloadImage) { _ in heard.append("late") }
    }
    center.post(bowie)
    center.post(bowie)
    #expect(
      heard == ["first", "first", "late"],
      "a post calls the observers there when it began: one added meanwhile hears only later posts"
    )
  }

  @Test func aNameMatchesOnlyItselfTheEmptyNameToo() {
    let center = NotificationCenter()
    var heard: [String] = []
    let empty = Notification.Name(rawValue: "")
    center.addObserver(forName: empty) { heard.append("empty: " + $0.coverURL) }
    center.addObserver(forName: .downloadImage) { heard.append("download: " + $0.coverURL) }
    center.post(Notification(name: .downloadImage, coverURL: "a.png"))
    center.post(Notification(name: Notification.Name(rawValue: " "), coverURL: "b.png"))
    center.post(
      Notification(name: Notification.Name(rawValue: " downloadImage"), coverURL: "c.png"))
    center.post(Notification(name: empty, coverURL: "d.png"))
    #expect(
      heard == ["download: a.png", "empty: d.png"],
      """
      post(_:) calls the observers of that name and no other: the empty name is a name like any \
      other, its observers hear only posts of the empty name; " " and " downloadImage" are other \
      names
      """)
  }

  @Test func aTokenFromAnotherCentreRemovesNothing() {
    let first = NotificationCenter()
    let second = NotificationCenter()
    var heard: [String] = []
    let firstToken = first.addObserver(forName: .downloadImage) { _ in heard.append("first") }
    let secondToken = second.addObserver(forName: .downloadImage) { _ in heard.append("second") }
    second.removeObserver(firstToken)
    first.removeObserver(secondToken)
    first.post(bowie)
    second.post(bowie)
    #expect(
      heard == ["first", "second"],
      """
      removing a token this centre never handed out (another centre's) changes nothing: tokens \
      from two centres are never equal, so give each token its centre's own Issuer
      """)
  }

  @Test func aPostFromAHandlerIsDeliveredInFullThenAndThereAfterItsRemovals() {
    let center = NotificationCenter()
    var heard: [String] = []
    let x = Notification.Name(rawValue: "x")
    var removed: ObserverToken?
    center.addObserver(forName: .downloadImage) { _ in
      heard.append("A")
      if let removed { center.removeObserver(removed) }
      center.post(Notification(name: x, coverURL: ""))
    }
    center.addObserver(forName: .downloadImage) { _ in heard.append("B") }
    center.addObserver(forName: x) { _ in heard.append("C") }
    removed = center.addObserver(forName: x) { _ in heard.append("R") }
    center.post(bowie)
    #expect(
      heard == ["A", "C", "B"],
      """
      a post made by a handler is delivered then and there, in full, before the outer post's next \
      observer; and an observer the handler removed first does not hear it: a removal counts from \
      the next post on, nested posts too
      """)
  }

  @Test func allOfACentresTokensCarryItsOneIssuer() {
    let center = NotificationCenter()
    let tokens = [
      center.addObserver(forName: .downloadImage) { _ in },
      center.addObserver(forName: .didEnterBackground) { _ in },
      center.addObserver(forName: .downloadImage) { _ in },
    ]
    let otherCentres = NotificationCenter().addObserver(forName: .downloadImage) { _ in }
    #expect(
      Set(tokens.map(\.issuer)).count == 1,
      """
      every token carries its centre's own ObserverToken.Issuer, made once per centre: all of one \
      centre's tokens carry that same issuer, not a new Issuer() each
      """)
    #expect(
      Set(tokens.map(\.id)).count == 3, "count the subscriptions: each token of a centre differs")
    #expect(
      tokens.allSatisfy { $0.issuer != otherCentres.issuer },
      "each centre makes its own issuer: two centres' tokens never share one")
    for token in tokens { center.removeObserver(token) }
    let afterEmptying = center.addObserver(forName: .downloadImage) { _ in }
    #expect(
      afterEmptying.issuer == tokens[0].issuer,
      "made once per centre: a centre whose every observer was removed still hands out tokens with its one issuer, not a new one"
    )
  }

  @Test func anObserverAddedDuringAPostHearsAPostAHandlerMakesAfterAddingIt() {
    let center = NotificationCenter()
    var heard: [String] = []
    let x = Notification.Name(rawValue: "x")
    var added = false
    center.addObserver(forName: .downloadImage) { _ in
      heard.append("first")
      guard !added else { return }
      added = true
      center.addObserver(forName: x) { _ in heard.append("late") }
      center.post(Notification(name: x, coverURL: ""))
    }
    center.post(bowie)
    #expect(
      heard == ["first", "late"],
      """
      an observer added during a post hears later posts, one a handler makes after adding it \
      too: it does not wait for the post under way to end
      """)
  }

  @Test func aNewObserverHearsOnlyPostsMadeAfterItSubscribed() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.post(bowie)
    center.addObserver(forName: .downloadImage) { heard.append($0.coverURL) }
    #expect(heard == [], "nothing posted before a subscription is replayed to the new observer")
    center.post(Notification(name: .downloadImage, coverURL: "sting.png"))
    #expect(heard == ["sting.png"], "a new observer hears the posts made after it subscribed")
  }

  @Test func aChainOfRepostsIsDeliveredHoweverDeepItGoes() {
    let center = NotificationCenter()
    var heard = 0
    var repostsLeft = 200
    let bowie = self.bowie
    center.addObserver(forName: .downloadImage) { _ in
      heard += 1
      guard repostsLeft > 0 else { return }
      repostsLeft -= 1
      center.post(bowie)
    }
    center.post(bowie)
    #expect(
      heard == 201,
      "a handler that reposts must know when to stop; the centre does not stop it: 200 reposts, one inside another, are 201 deliveries"
    )
  }

  @Test func aHandlerMayRepostTheVeryNotificationItHearsAndItsOwnObserverHearsItAgain() {
    let center = NotificationCenter()
    var heard: [String] = []
    var repostsLeft = 2
    let bowie = self.bowie
    center.addObserver(forName: .downloadImage) {
      heard.append("A " + $0.coverURL)
      guard repostsLeft > 0 else { return }
      repostsLeft -= 1
      center.post(bowie)
    }
    center.addObserver(forName: .downloadImage) { heard.append("B " + $0.coverURL) }
    center.addObserver(forName: .didEnterBackground) { heard.append("X " + $0.coverURL) }
    center.addObserver(forName: .downloadImage) { heard.append("C " + $0.coverURL) }
    center.post(bowie)
    #expect(
      heard == [
        "A bowie.png", "A bowie.png", "A bowie.png", "B bowie.png", "C bowie.png",
        "B bowie.png", "C bowie.png", "B bowie.png", "C bowie.png",
      ],
      """
      A reposts the very notification it hears, twice: each repost is delivered then and there, \
      in full, to A itself too, before the outer post's next observer; the centre ignores no \
      post equal to one it is delivering, and skips no observer whose handler is running
      """)
  }

  @Test func aHandlerMayPostANameItObservesItselfAndItsOwnObserverHearsThatPost() {
    let center = NotificationCenter()
    var heard: [String] = []
    center.addObserver(forName: .downloadImage) {
      heard.append("A " + $0.coverURL)
      guard let left = Int($0.coverURL), left > 1 else { return }
      center.post(Notification(name: .downloadImage, coverURL: String(left - 1)))
    }
    center.addObserver(forName: .downloadImage) { heard.append("B " + $0.coverURL) }
    center.addObserver(forName: .didEnterBackground) { heard.append("X " + $0.coverURL) }
    center.addObserver(forName: .downloadImage) { heard.append("C " + $0.coverURL) }
    center.post(Notification(name: .downloadImage, coverURL: "3"))
    #expect(
      heard == ["A 3", "A 2", "A 1", "B 1", "C 1", "B 2", "C 2", "B 3", "C 3"],
      """
      A hears 3 and posts 2 of its own name, then hears 2 and posts 1: each post is delivered \
      then and there, in full, to A itself too, before the outer post's next observer; the \
      centre skips no observer whose handler is running
      """)
  }
}
