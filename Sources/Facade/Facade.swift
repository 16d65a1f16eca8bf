// Facade: one simple interface in front of a subsystem.
//
// Roles:
// - Facade: `LibraryAPI`, the only type the rest of the app calls.
// - Subsystem: `PersistencyManager` (keeps the albums) and an `HTTPClient` (talks to the server):
//   `URLSessionHTTPClient` for a real server, `OfflineHTTPClient` for everything else.
//
// Callers import MVC for `Album` and Facade for `LibraryAPI`; they never need the subsystem.
