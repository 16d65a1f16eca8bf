import DemoKit
import Singleton

/// Shows call sites that never meet sharing one logger, many tasks logging at once without
/// losing an entry, and the actor and main-actor variants.
@main
struct SingletonDemo: Demo {
  static let abstract = "Singleton: one shared instance, created on first use, safe from any task."

  static func run(_ transcript: Transcript) async throws {
    transcript.step("The roles")
    transcript.line("Singleton:        Logger, a type with exactly one instance")
    transcript.line("Shared instance:  Logger.shared, created the first time it is read")
    transcript.line("Clients:          the library screen and the player, which never meet")

    transcript.step("Two call sites, one instance")
    let libraryLogger = Logger.shared  // in the library screen
    let playerLogger = Logger.shared  // in the player, elsewhere in the program
    libraryLogger.log("Library: loaded 5 albums")
    playerLogger.log("Player: playing Best of Bowie")
    transcript.line(
      "The library screen's logger is the player's logger: \(libraryLogger === playerLogger)")
    transcript.line("The log's last two entries:")
    for entry in Logger.shared.entries.suffix(2) {
      transcript.line("  \(entry)")
    }

    transcript.step("Many tasks, one log")
    let taskCount = 100
    let messagesPerTask = 1_000
    let countBefore = Logger.shared.count
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<taskCount {
        group.addTask {
          for message in 0..<messagesPerTask {
            Logger.shared.log("task \(task): \(message)")
          }
        }
      }
    }
    let added = Logger.shared.count - countBefore
    transcript.line(
      "\(taskCount) tasks logged \(messagesPerTask) messages each, all at once, no await.")
    transcript.line("Entries added: \(added) = \(taskCount) × \(messagesPerTask), none lost")

    transcript.step("An actor singleton: Preferences.shared")
    await Preferences.shared.set("Best of Bowie", forKey: "lastAlbum")
    let lastAlbum = await Preferences.shared.value(forKey: "lastAlbum") ?? "nothing"
    transcript.line("One call site saved lastAlbum; another reads it back: \(lastAlbum)")
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<taskCount {
        group.addTask {
          await Preferences.shared.set("on", forKey: "task \(task)")
        }
      }
    }
    let taskKeys = await Preferences.shared.keys.filter { $0.hasPrefix("task ") }
    transcript.line(
      "\(taskCount) tasks each awaited it to save one setting: \(taskKeys.count) saved")

    transcript.step("A main-actor singleton: Application.shared")
    Application.shared.iconBadgeNumber = 0
    transcript.line(
      "The demo runs on the main actor, so it sets the badge directly, no await: "
        + "\(Application.shared.iconBadgeNumber)")
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<taskCount {
        group.addTask {
          await MainActor.run { Application.shared.iconBadgeNumber += 1 }
        }
      }
    }
    transcript.line(
      "\(taskCount) background tasks each hopped to the main actor to add 1: "
        + "\(Application.shared.iconBadgeNumber)")
  }
}
