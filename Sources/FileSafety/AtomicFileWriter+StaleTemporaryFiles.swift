import Foundation

extension AtomicFileWriter {
  /// Removes the temporary files that saves killed halfway left in `folder`, and returns their
  /// names, sorted.
  ///
  /// A save killed before its rename leaves `<name>.saving-<UUID>` behind: never read, since
  /// the real file is whole, but never removed either, so they pile up. Only names of exactly
  /// that shape are touched. Call this only while no other program can be saving into `folder`
  /// (the app holds its ``DataDirectoryLock``): a live save's temporary file looks the same.
  @discardableResult
  public static func removeStaleTemporaryFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var removed: [String] = []
    for name in names where isTemporaryFileName(name) {
      if (try? FileManager.default.removeItem(at: folder.appending(path: name))) != nil {
        removed.append(name)
      }
    }
    return removed.sorted()
  }

  /// Whether `name` is `<something>.saving-<UUID>`, as ``write(_:to:)`` names its files.
  static func isTemporaryFileName(_ name: String) -> Bool {
    guard let marker = name.range(of: temporarySuffix, options: .backwards),
      marker.lowerBound != name.startIndex
    else { return false }
    return UUID(uuidString: String(name[marker.upperBound...])) != nil
  }
}
