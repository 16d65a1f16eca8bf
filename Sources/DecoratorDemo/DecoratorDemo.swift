import BlueKit
import Decorator
import DemoKit
import MVC

/// The Decorator at work: an extension, a wrapper and, for contrast, a subclass, each adding a
/// responsibility to something that already exists.
@main
struct DecoratorDemo: Demo {
  static let abstract =
    "Decorator: Album gains table rows by extension; a data source gains logging by wrapping."

  static func run(_ transcript: Transcript) async throws {
    transcript.step("The model stays plain data")
    let album = Album.placeholders[0]
    transcript.line(
      "Album.swift has title, artist, genre, coverURL and year; nothing about tables.")
    transcript.line("  \(album)")

    transcript.step("Extension, the 2014 tutorial's \"decorator\": Album+TableRepresentation.swift")
    transcript.line("An extension adds tableRepresentation to the whole Album type when compiled:")
    for row in album.tableRepresentation.rows {
      transcript.line("  \(row)")
    }

    transcript.step("Delegation: the table asks AlbumDetailsDataSource what its rows say")
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    let details = AlbumDetailsDataSource(albums: Album.placeholders, tableView: table)
    details.showAlbum(at: 0)
    transcript.show(table)
    details.showAlbum(at: 2)
    transcript.line("After showAlbum(at: 2):")
    transcript.show(table)
    details.showAlbum(at: 7)
    transcript.line(
      "After showAlbum(at: 7), an album that does not exist: "
        + "\(table.numberOfRows(inSection: 0)) rows, no crash.")

    transcript.step("Decorator by wrapping, the GoF form: LoggingDataSourceDecorator")
    // tutorial:begin decorator-by-wrapping
    let logging = LoggingDataSourceDecorator(wrapping: details)
    table.dataSource = logging
    details.showAlbum(at: 1)
    transcript.line("The table now talks to the decorator, which asks the data source and notes")
    transcript.line("each answer. The data source's code did not change, and it cannot tell:")
    for entry in logging.log {
      transcript.line("  \(entry)")
    }
    transcript.show(table)
    transcript.line(
      "logging.component === details: \(logging.component === details), "
        + "the decorator wraps the object itself.")
    // tutorial:end decorator-by-wrapping

    transcript.step("The same logging by subclassing: LoggingAlbumDetailsDataSource")
    let otherTable = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 40))
    let subclass = LoggingAlbumDetailsDataSource(albums: Album.placeholders, tableView: otherTable)
    subclass.showAlbum(at: 1)
    for entry in subclass.log {
      transcript.line("  \(entry)")
    }
    transcript.line(
      "No \"sections\" line: AlbumDetailsDataSource never declared numberOfSections(in:),")
    transcript.line(
      "so the protocol's default answers; a subclass's version would never be called.")

    transcript.step("Extension, wrapper or subclass?")
    transcript.line("Extension  changes a whole type at compile time: new methods and computed")
    transcript.line("           properties, no stored state. Not a decorator in the GoF sense.")
    transcript.line("Wrapper    the GoF decorator: wraps one object at run time behind the same")
    transcript.line("           protocol and adds to what it does; wrappers stack.")
    transcript.line("Subclass   changes one class that allows it (not final), fixed at compile")
    transcript.line("           time, and only through what the superclass declared.")
  }

}
