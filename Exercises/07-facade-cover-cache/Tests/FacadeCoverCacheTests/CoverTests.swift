import Testing

@testable import FacadeCoverCache

@Suite struct CoverTests {
  let bowie =
    "http://www.coversproject.com/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png"
  let sting =
    "http://www.coversproject.com/static/thumbs/album/album_sting_nothing%20like%20the%20sun.png"

  @Test func aNewCoverIsDownloaded() {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client)
    let cover = library.cover(at: bowie)
    #expect(client.downloads == [bowie], "a cover that is not cached is downloaded from its URL")
    #expect(cover == Image(art: "[cover from \(bowie)]"), "cover(at:) returns the downloaded image")
  }

  @Test func aDownloadedCoverIsCachedUnderItsFileName() {
    let cache = ImageCache()
    let library = LibraryAPI(cache: cache)
    let cover = library.cover(at: bowie)
    #expect(
      cache.image(named: "album_david%20bowie_best%20of%20bowie.png") == cover,
      "the file name is what follows the URL's last \"/\"")
  }

  @Test func theSecondRequestComesFromTheCache() {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client)
    let first = library.cover(at: bowie)
    let second = library.cover(at: bowie)
    #expect(client.downloads == [bowie], "a cached cover is never downloaded again")
    #expect(second == first)
  }

  @Test func aCachedCoverIsOnlyReadNothingIsSavedOrDownloaded() {
    let cache = ImageCache()
    cache.save(Image(art: "saved last week"), as: "album_david%20bowie_best%20of%20bowie.png")
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    #expect(library.cover(at: bowie) == Image(art: "saved last week"))
    #expect(library.cover(at: bowie) == Image(art: "saved last week"))
    #expect(client.downloads == [], "a cover found in the cache is never downloaded")
    #expect(
      cache.savedNames == ["album_david%20bowie_best%20of%20bowie.png"],
      "a cover found in the cache is only read: nothing is saved again, but saved \(cache.savedNames)"
    )
  }

  @Test func theCacheIsAskedForTheFileNameOnly() {
    let cache = ImageCache()
    cache.save(Image(art: "under the whole address"), as: bowie)
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: bowie)
    #expect(
      client.downloads == [bowie] && cover == Image(art: "[cover from \(bowie)]"),
      "the cache is asked for the file name: an image saved under the whole address is under another name, so the cover is downloaded"
    )
  }

  @Test func theCacheIsAskedForNoOtherNameOneInAnotherCaseNeither() {
    let cache = ImageCache()
    cache.save(Image(art: "lower case"), as: "heroes.png")
    cache.save(Image(art: "upper case"), as: "HEROES.PNG")
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let address = "http://example.com/covers/Heroes.PNG"
    let cover = library.cover(at: address)
    #expect(
      client.downloads == [address] && cover == Image(art: "[cover from \(address)]"),
      "\"heroes.png\" and \"HEROES.PNG\" are other covers: the one at \(address) is not cached, so it is downloaded"
    )
    #expect(
      cache.askedNames == ["Heroes.PNG"],
      "the cache is asked for the file name exactly, once, and for no other name, but was asked for \(cache.askedNames)"
    )
    _ = library.cover(at: address)
    #expect(
      cache.askedNames == ["Heroes.PNG", "Heroes.PNG"],
      "each request asks the cache once, the one that finds the cover too: after a download and a second request it was asked for \(cache.askedNames)"
    )
  }

  @Test func eachCoverIsDownloadedOnce() {
    let client = HTTPClient()
    let library = LibraryAPI(httpClient: client)
    for url in [bowie, sting, bowie, sting] { _ = library.cover(at: url) }
    #expect(client.downloads == [bowie, sting])
  }

  /// Asks `library` for the cover at `address` again, which `cover` came from: this time it
  /// comes from the cache, whatever the address looks like, and nothing is downloaded or saved.
  func expectTheSecondRequestFromTheCache(
    _ address: String, gave cover: Image, library: LibraryAPI, cache: ImageCache,
    client: HTTPClient
  ) {
    let (downloads, saves) = (client.downloads.count, cache.savedNames.count)
    let again = library.cover(at: address)
    #expect(
      again == cover && client.downloads.count == downloads && cache.savedNames.count == saves,
      "asked again for \(address.debugDescription), the facade finds the cover in the cache and returns it: nothing is downloaded or saved again, whatever the address holds (a \"?\" or a \"#\" too)"
    )
  }

  @Test func anAddressWithoutASlashIsItsOwnFileName() {
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: "bowie.png")
    #expect(
      cache.image(named: "bowie.png") == cover,
      "with no \"/\" in the address, the whole address is the file name (and nothing traps)")
    expectTheSecondRequestFromTheCache(
      "bowie.png", gave: cover, library: library, cache: cache, client: client)
  }

  @Test func theEmptyAddressIsItsOwnFileNameAndNothingTraps() {
    let client = HTTPClient()
    let cache = ImageCache()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: "")
    #expect(client.downloads == [""], "the empty address is downloaded as it is")
    #expect(
      cache.image(named: "") == cover,
      "the empty address has no \"/\", so it is its own file name, \"\" (and nothing traps)")
    expectTheSecondRequestFromTheCache(
      "", gave: cover, library: library, cache: cache, client: client)
  }

  @Test(arguments: [
    ("http://example.com/covers/Heroes.PNG", "Heroes.PNG"),
    ("http://example.com/covers/low.png?size=large", "low.png?size=large"),
    ("http://example.com/covers/low.png#front", "low.png#front"),
    ("http://example.com/covers/low.png ", "low.png "),
    ("http://example.com/covers/low.png?from=a/b", "b"),
    ("http://example.com/covers/", ""),
    ("http://example.com/covers/.", "."),
    ("http://example.com/covers/..", ".."),
    ("http://example.com/covers/C:low.png", "C:low.png"),
    (
      "http://example.com/covers/a\u{FF0F}b\u{2215}c\u{2044}d.png",
      "a\u{FF0F}b\u{2215}c\u{2044}d.png"
    ),
    (
      "http://example.com/covers/art\\ Best\\of \"Bowie\"\t.PNG ", "art\\ Best\\of \"Bowie\"\t.PNG "
    ),
  ])
  func theFileNameIsExactlyWhatFollowsTheLastSlash(address: String, fileName: String) {
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: address)
    #expect(
      cache.image(named: fileName) == cover,
      "the file name is exactly what follows the URL's last \"/\" (\"\" when it ends in \"/\"): case, spaces, \"?\", \"#\", quotes and tabs kept, nothing trimmed, and only \"/\" separates: a backslash, a colon or a look-alike slash (／ ∕ ⁄) is part of the name, and \".\" and \"..\" are names like any other"
    )
    #expect(client.downloads == [address], "the cover is downloaded from its address as given")
    expectTheSecondRequestFromTheCache(
      address, gave: cover, library: library, cache: cache, client: client)
  }

  @Test func theFileNameIsKeptScalarForScalarAndWholeHoweverLong() {
    let name =
      "  0042 Caf\u{E9} Cafe\u{301} 🎸  \"Best\"\\\tof\n"
      + String(repeating: "H\u{E9}roes ", count: 80) + " .PNG "
    let address = "http://example.com/covers/" + name
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: address)
    #expect(
      cache.savedNames.map { Array($0.unicodeScalars) } == [Array(name.unicodeScalars)],
      """
      the file name is exactly what follows the last "/", scalar for scalar and whole: a \
      precomposed "é" is never decomposed (nor a decomposed one composed), and a name over 255 \
      bytes is never cut
      """)
    #expect(cache.image(named: name) == cover, "the cover is cached under that whole name")
    #expect(
      client.downloads.map { Array($0.unicodeScalars) } == [Array(address.unicodeScalars)],
      "the cover is downloaded from its address exactly as given")
    expectTheSecondRequestFromTheCache(
      address, gave: cover, library: library, cache: cache, client: client)
  }

  /// A "/" followed by a combining accent is one Character with it, so a search by Character
  /// misses it; the name is what follows the last "/" scalar.
  @Test func theLastSlashIsFoundScalarByScalarEvenWithACombiningMarkAfterIt() {
    let address = "http://example.com/covers/\u{301}low.png"
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let cover = library.cover(at: address)
    #expect(
      cache.savedNames.map { Array($0.unicodeScalars) } == [Array("\u{301}low.png".unicodeScalars)],
      """
      the file name is what follows the last "/" scalar, a "/" followed by a combining accent \
      too, and holds every scalar after it, that accent first ("\\u{301}low.png"), but saved \
      \(cache.savedNames.map { $0.unicodeScalars.map(codePoint).joined(separator: " ") })
      """)
    expectTheSecondRequestFromTheCache(
      address, gave: cover, library: library, cache: cache, client: client)
  }

  @Test func anyCachedImageIsReturnedOneWithNoArtToo() {
    let cache = ImageCache()
    cache.save(Image(art: ""), as: "album_david%20bowie_best%20of%20bowie.png")
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    #expect(
      library.cover(at: bowie) == Image(art: ""),
      "the cache has an image under that name, so it is returned, whatever it shows")
    #expect(
      client.downloads == [],
      "a cached image is never downloaded again, an image with no art too")
  }

  @Test func theCacheIsAskedAtEveryRequest() {
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    _ = library.cover(at: bowie)
    cache.save(Image(art: "saved since"), as: "album_david%20bowie_best%20of%20bowie.png")
    #expect(
      library.cover(at: bowie) == Image(art: "saved since"),
      "the cache is asked at every request: it returns the image it holds now, not one kept by the facade"
    )
    #expect(client.downloads == [bowie], "a cover in the cache is never downloaded again")
  }

  /// Every control, invisible, separator and bidirectional character Unicode has
  /// (`everyInvisibleCharacter`, in InvisibleCharacters.swift), with every printable ASCII
  /// character in a file name: the cover is cached under it as given.
  @Test func everyInvisibleCharacterStaysInTheFileName() {
    // Every printable ASCII character but "/", which would end the name there.
    let ascii = everyPrintableASCIICharacter.filter { $0 != "/" }
    let name = everyInvisibleCharacter + ascii + "low" + everyInvisibleCharacter + ".png"
    let cache = ImageCache()
    let client = HTTPClient()
    let library = LibraryAPI(cache: cache, httpClient: client)
    let address = "http://example.com/covers/" + name
    let cover = library.cover(at: address)
    #expect(cache.savedNames.count == 1, "the cover is saved in the cache, once")
    expectTheSecondRequestFromTheCache(
      address, gave: cover, library: library, cache: cache, client: client)
    expectKept(
      cache.savedNames.first ?? "", as: name,
      "the file name is exactly what follows the last \"/\", scalar for scalar: every control character (C0, DEL, C1), odd space, invisible format character, line or paragraph separator (U+2028, U+2029), bidirectional mark, embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), variation selector and tag character stays, and every printable ASCII character (quotes, a backslash, &, <, >, |), nothing stripped, escaped or replaced"
    )
  }
}
