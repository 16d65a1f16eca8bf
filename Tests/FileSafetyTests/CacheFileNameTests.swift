import Foundation
import Testing

@testable import FileSafety

@Suite struct FNV1a64Tests {
  @Test(arguments: [
    ("", "cbf29ce484222325"),
    ("a", "af63dc4c8601ec8c"),
    ("foobar", "85944171f73967e8"),
  ])
  func matchesThePublishedTestVectors(input: String, digest: String) {
    #expect(FNV1a64.hexDigest(of: input) == digest)
  }
}

@Suite struct CacheFileNameTests {
  @Test func aCoverURLKeepsItsReadableNameAndExtension() {
    #expect(
      cacheFileName(
        forKey:
          "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png"
      ) == "album_david_bowie_best_of_bowie-e8129bfdf869361a.png")
  }

  @Test(arguments: [
    ("", "cbf29ce484222325"),
    ("..", "07da1a07b4a03f2d"),
    ("/", "af63a24c860189fe"),
    ("../../etc/passwd", "passwd-2bef2c0bbbdefdfa"),
    (#"..\..\windows\system.ini"#, "system-eb5260f689e93317.ini"),
    (".hidden", "28280da0cdcb6865.hidden"),
    ("https://例子.com/专辑/封面.png", "dcfb91968fbe093f.png"),
    ("covers/Ünïcødé cover.JPG", "n_c_d_cover-cba030a6daf2a103.JPG"),
    ("cover.png?size=large", "cover.png_size_large-c4fc389055422691"),
  ])
  func aHostileKeyBecomesASafeName(key: String, name: String) {
    #expect(cacheFileName(forKey: key) == name)
  }

  @Test func aVeryLongKeyIsBoundedAndHashed() {
    let name = cacheFileName(forKey: String(repeating: "a", count: 10_000))

    #expect(name == String(repeating: "a", count: 40) + "-765b13e7190bac75")
  }

  @Test func keysThatReadAlikeGetDifferentNames() {
    #expect(cacheFileName(forKey: "a/cover.png") == "cover-28b881827614c1c1.png")
    #expect(cacheFileName(forKey: "b/cover.png") == "cover-d5db2552508eefd8.png")
  }

  @Test func theSameKeyAlwaysGetsTheSameName() {
    let key =
      "http://www.coversproject.com/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png"

    #expect(cacheFileName(forKey: key) == cacheFileName(forKey: key))
  }

  @Test(arguments: [
    "", ".", "..", "...", "/", "//", "../../etc/passwd", "/etc/passwd", "a/../../b", "covers/..",
    "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "x/.. ", "-rf", "a\u{0}b", "\n", "a:b*c?d\"e<f>g|h",
    String(repeating: "../", count: 3_000), String(repeating: "é", count: 10_000),
    "🎵🎶.mp3", "CON", " .png",
  ])
  func theNameStaysInsideTheCacheFolder(key: String) {
    let folder = URL(filePath: "/var/cache/BlueLibrary", directoryHint: .isDirectory)
    let name = cacheFileName(forKey: key)
    let resolved = folder.appending(path: name).standardizedFileURL

    #expect(!name.isEmpty)
    #expect(!name.contains("/"))
    #expect(!name.contains("\\"))
    #expect(!name.contains(".."))
    #expect(!name.hasPrefix("."))
    #expect(!name.hasPrefix("-"))
    #expect(name.count <= 66)
    #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
    #expect(resolved.deletingLastPathComponent().path == folder.path)
    #expect(resolved.lastPathComponent == name)
  }
}
