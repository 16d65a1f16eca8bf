// MVC: Model, View, Controller — the pattern every Cocoa app is built on.
//
// Each type plays exactly one role:
// - Model: `Album` holds the data and knows nothing about screens.
// - View: `AlbumView` shows a cover and knows nothing about albums' other fields.
// - Controller: `AlbumController` connects them: it puts the model on screen, and turns the
//   user's gestures on the view into changes of the model.
//
// Because the view never sees the model, `AlbumView` could show a film's poster tomorrow; because
// the model never sees the view, `Album` can be saved, sent and tested with no screen at all.
