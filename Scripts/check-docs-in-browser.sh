#!/usr/bin/env bash
# Opens the built documentation site in a real browser (headless Chromium, Debian's package,
# installed here if missing) and fails on an empty page, a page DocC could not find, or an error
# in the browser's console. Run Scripts/build-docs.sh first.
#
#   bash Scripts/check-docs-in-browser.sh   # screenshots in .build/docs/screenshots
set -euo pipefail
cd "$(dirname "$0")/.."
site=.build/docs/site
shots=.build/docs/screenshots
[ -f "$site/index.html" ] || { echo "error: no site in $site; run Scripts/build-docs.sh first"; exit 1; }

# Chromium, and a Chinese font so the Chinese pages' screenshots show characters, not boxes.
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ] || [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  echo "Installing Chromium and a Chinese font (Debian's packages)…"
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "error: Chromium or a Chinese font is missing, and only root with apt-get can install them"
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium fonts-wqy-microhei >/dev/null
  browser=$(command -v chromium)
fi

# A static server on loopback, in its own process group, ended however this script ends.
log=$(mktemp)
setsid python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$site" >"$log" 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true; rm -f "$log"' EXIT
port=""
for _ in $(seq 50); do
  port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' "$log" | head -n 1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "error: the static server did not start"; cat "$log"; exit 1; }

rm -rf "$shots" && mkdir -p "$shots"
failures=0
# Each page: its path, and words its rendered page must show.
check() {
  local name=$1 path=$2 expected=$3
  local url="http://127.0.0.1:$port/$path"
  local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
    --window-size=1280,1400 --virtual-time-budget=20000 --enable-logging=stderr --v=0)
  "$browser" "${flags[@]}" --dump-dom "$url" >"$shots/$name.html" 2>"$shots/$name.console" || true
  "$browser" "${flags[@]}" --screenshot="$shots/$name.png" "$url" >/dev/null 2>&1 || true
  local problem=""
  if ! grep -qF "$expected" "$shots/$name.html"; then
    problem="the rendered page does not show '$expected'"
  elif grep -qiE "can.t be found|page not found" "$shots/$name.html"; then
    problem="DocC says the page cannot be found"
  elif grep -E ':CONSOLE' "$shots/$name.console" | grep -qiE 'error|uncaught|failed'; then
    problem="the console reports an error: $(grep -E ':CONSOLE' "$shots/$name.console" | head -n 1)"
  elif [ ! -s "$shots/$name.png" ]; then
    problem="no screenshot"
  fi
  if [ -n "$problem" ]; then
    echo "FAIL  $name  /$path: $problem"
    failures=$((failures + 1))
  else
    echo "ok    $name  /$path  ($shots/$name.png)"
  fi
}

check landing documentation/bluelibrarypatterns "Pattern modules"
check module documentation/adapter "HorizontalScrollerDelegate"
check symbol documentation/adapter/horizontalscroller "HorizontalScroller"
check chapter documentation/bluelibrary-patterns/05-adapter "Adapter: dollars as yuan"
check chinese-chapter documentation/bluelibrary-patterns/06-observer-zh-hans "观察者模式"

[ "$failures" -eq 0 ] || { echo "$failures page(s) failed in the browser"; exit 1; }
echo "All pages rendered in Chromium."
