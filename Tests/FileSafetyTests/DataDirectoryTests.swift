import FileSafety
import Foundation
import Testing

@Suite struct DataDirectoryTests {
  private let linuxHome = URL(filePath: "/home/ada", directoryHint: .isDirectory)
  private let macHome = URL(filePath: "/Users/ada", directoryHint: .isDirectory)

  @Test func linuxUsesXDGDataHome() {
    let directory = DataDirectory.platformDefault(
      platform: .linux, environment: ["XDG_DATA_HOME": "/data/ada"], home: linuxHome)

    #expect(directory.url.path == "/data/ada/BlueLibrary")
  }

  @Test func linuxFallsBackToLocalShare() {
    let directory = DataDirectory.platformDefault(
      platform: .linux, environment: [:], home: linuxHome)

    #expect(directory.url.path == "/home/ada/.local/share/BlueLibrary")
  }

  @Test(arguments: ["", "relative/data", "~/data"])
  func linuxIgnoresAnXDGDataHomeThatIsNotAbsolute(value: String) {
    let directory = DataDirectory.platformDefault(
      platform: .linux, environment: ["XDG_DATA_HOME": value], home: linuxHome)

    #expect(directory.url.path == "/home/ada/.local/share/BlueLibrary")
  }

  @Test func macOSUsesApplicationSupportWhateverTheEnvironment() {
    let directory = DataDirectory.platformDefault(
      platform: .macOS, environment: ["XDG_DATA_HOME": "/data/ada"], home: macHome)

    #expect(directory.url.path == "/Users/ada/Library/Application Support/BlueLibrary")
  }

  @Test func theAppNameIsTheLastFolder() {
    let directory = DataDirectory.platformDefault(
      appName: "BlueLibraryTests", platform: .linux, environment: [:], home: linuxHome)

    #expect(directory.url.path == "/home/ada/.local/share/BlueLibraryTests")
  }

  @Test func createMakesTheFolderAndItsParentsForTheUserAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let directory = DataDirectory(url: folder.file("share/BlueLibrary"))

    try directory.create()

    let attributes = try FileManager.default.attributesOfItem(atPath: directory.url.path)
    #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
    #expect(attributes[.posixPermissions] as? Int == 0o700)
  }

  @Test func createKeepsAnExistingFolderAndItsFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let directory = DataDirectory(url: folder.url)
    try Data("saved".utf8).write(to: folder.file("albums.json"))

    try directory.create()

    #expect(try folder.fileNames() == ["albums.json"])
  }

  @Test func createFailsClearlyWhenAFileIsInTheWay() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data().write(to: folder.file("BlueLibrary"))
    let directory = DataDirectory(url: folder.file("BlueLibrary"))

    #expect {
      try directory.create()
    } throws: { error in
      String(describing: error)
        == "cannot create the data directory \(directory.url.path): a file is already there"
    }
  }

  @Test func createFailsClearlyWhenAParentIsAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data().write(to: folder.file("share"))
    let directory = DataDirectory(url: folder.file("share/BlueLibrary"))

    #expect {
      try directory.create()
    } throws: { error in
      (error as? DataDirectoryError)?.url == directory.url
        && String(describing: error).hasPrefix(
          "cannot create the data directory \(directory.url.path): ")
    }
  }
}
