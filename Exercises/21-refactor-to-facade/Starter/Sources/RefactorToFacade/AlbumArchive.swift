/// The file the albums are saved in.
struct AlbumArchive {
  // TODO: Move here what the controller does with the file: read the albums (the placeholders
  // when there is no file yet) and save them.
}
