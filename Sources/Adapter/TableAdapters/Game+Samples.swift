extension Game {
  /// Four first-person shooters, oldest first: the "FPS Games" section.
  public static let firstPersonShooters: [Game] = [
    Game(title: "Doom", year: 1993),
    Game(title: "Quake", year: 1996),
    Game(title: "Half-Life", year: 1998),
    Game(title: "Halo: Combat Evolved", year: 2001),
  ]

  /// Three role-playing games, oldest first: the "Role Play Games" section.
  public static let rolePlayingGames: [Game] = [
    Game(title: "Final Fantasy VII", year: 1997),
    Game(title: "Baldur's Gate", year: 1998),
    Game(title: "The Elder Scrolls V: Skyrim", year: 2011),
  ]
}
