// TODO: One decorator per kind of decoration: Bordered, Captioned and Badged, each a Cover
// that wraps another Cover and draws it with its own lines added.
