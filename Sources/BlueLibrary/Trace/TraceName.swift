/// The name a trace line gives `object`: its type's name, without generic arguments
/// (`UndoStack`, not `UndoStack<DeletedAlbum>`), so the line names the type a reader looks up.
func traceName(of object: Any) -> String {
  let name = String(describing: type(of: object))
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
