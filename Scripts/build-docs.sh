#!/usr/bin/env bash
# Builds the documentation site: every library module's DocC catalog, the chapters of
# Tutorials/ as articles in both languages, one static site. The toolchain alone: the compiler's
# symbol graphs and `docc`, no plugin.
#
#   bash Scripts/build-docs.sh        # the site, in .build/docs/site
#   python3 -m http.server --bind 127.0.0.1 --directory .build/docs/site 8000
#                                     # then open http://127.0.0.1:8000/documentation/bluelibrarypatterns
#
# It fails on any docc warning: a symbol link or a chapter link that resolves to nothing, a topic
# naming nothing. Scripts/check-docs-in-browser.sh then opens the site in a real browser.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
step() { printf '\n==> [%ss] %s\n' "$SECONDS" "$*"; }

step "Build the modules (reused when already built)"
swift build
bin=$(swift build --show-bin-path)
site_tool="$bin/DocumentationSite"

step "Symbol graphs of each documented module's public API"
# What `swift package dump-symbol-graph` does, for these modules alone (it wants the tests built).
target=$(basename "$(dirname "$bin")")
case "$target" in *-apple-macosx) target="${target}15.0" ;; esac
graphs="$out/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
for module in $("$site_tool" modules); do
  swift-symbolgraph-extract -module-name "$module" -target "$target" -I "$bin/Modules" \
    -module-cache-path "$bin/ModuleCache" -minimum-access-level public \
    -omit-extension-block-symbols -output-dir "$graphs"
done

step "One catalog: the modules' catalogs, the chapters as articles, a landing page"
catalog=$("$site_tool" prepare --symbol-graphs "$graphs" --output "$out")

step "docc convert, warnings as errors"
rm -rf "$out/site"
docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name "BlueLibrary Patterns" \
  --fallback-bundle-identifier org.bluelibrary.patterns \
  --transform-for-static-hosting --warnings-as-errors --output-path "$out/site"

echo
echo "The site is in $out/site: $(find "$out/site" -type f | wc -l) files, $(du -sh "$out/site" | cut -f1)."
