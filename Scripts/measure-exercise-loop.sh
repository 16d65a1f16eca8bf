#!/usr/bin/env bash
# Measures the exercise loop: how long from saving a file to seeing the result of `kit check`,
# once the exercise has been built once (what `kit watch` does on every save).
#
#   Scripts/measure-exercise-loop.sh [exercise] [rounds]     (defaults: mvc-album, 10)
#
# It works on a copy of Exercises/ in a temporary folder, so your own work and progress are
# never touched. Each round is one edit: the learner's file alternates between the starter (the
# check fails) and the solution (it passes), then `kit check` runs and is timed. The kit is run
# from its built binary, as `kit watch` runs checks (without `swift run`'s start-up).
#
# Between checks, for comparison, edits built by an incremental `swift build --build-tests` of
# the exercise alone (kit's flags, its own build folder); then the ratio of the medians.
# Last, the time limit, with the runner's looping fixture (a test that never ends) as an
# exercise with the standard limit: how long from the start of a check to its TIMED OUT
# report, and how long from SIGTERM to kit (or q in kit watch) to the moment none of the
# check's processes runs.
set -euo pipefail
cd "$(dirname "$0")/.."

exercise="${1:-mvc-album}"
rounds="${2:-10}"

swift build --product kit >/dev/null
kit="$(swift build --show-bin-path)/kit"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/Exercises"
(cd Exercises && tar --exclude=.build --exclude=.progress -cf - .) | (cd "$work/Exercises" && tar -xf -)

folder="$(python3 -c 'import json,sys
for e in json.load(open(sys.argv[1]))["exercises"]:
    if sys.argv[2] in (e["name"], e["folder"]): print(e["folder"]); break' \
  "$work/Exercises/exercises.json" "$exercise")"
file="$(python3 -c 'import json,sys
for e in json.load(open(sys.argv[1]))["exercises"]:
    if e["folder"] == sys.argv[2]: print(e["files"][0]); break' \
  "$work/Exercises/exercises.json" "$folder")"
[ -n "$folder" ] || { echo "no exercise named '$exercise'" >&2; exit 64; }

now() { date +%s.%N; }
check() { "$kit" --exercises-path "$work/Exercises" check "$folder" >/dev/null 2>&1 || true; }

echo "Exercise: $folder (edited file: $file), $(nproc) cores"
start=$(now); check; cold=$(python3 -c "print(f'{$(now) - $start:.2f}')")
echo "First check (cold build of this exercise): ${cold} s"

# Each round is two edits: one checked by kit, one built by SwiftPM alone with kit's flags in a
# build folder of its own (so each build only redoes the edit), both under the same load; the
# ratio of the medians is what kit adds to a build: running the tests and reading the result.
build() {
  swift build --build-tests --package-path "$work/Exercises/$folder" \
    --scratch-path "$work/Exercises/.build/$folder-plain" \
    -Xswiftc -module-cache-path -Xswiftc "$work/Exercises/.build/ModuleCache" >/dev/null 2>&1 || true
}
build  # The first plain build, cold.
edit() { cp "$work/Exercises/$folder/$1/$file" "$work/Exercises/$folder/$file"; }
seconds_since() { python3 -c "print(f'{$(now) - $1:.2f}')"; }
times=()
builds=()
for round in $(seq 1 "$rounds"); do
  if (( round % 2 )); then version=Solution; other=Starter; else version=Starter; other=Solution; fi
  edit "$version"
  start=$(now); check; times+=("$(seconds_since "$start")")
  edit "$other"
  start=$(now); build; builds+=("$(seconds_since "$start")")
  echo "Round $round: kit check ($version) ${times[-1]} s, swift build ($other) ${builds[-1]} s"
done
summary() {
  python3 - "$@" <<'PY'
import statistics, sys
label, times = sys.argv[1], sorted(float(t) for t in sys.argv[2:])
print(f"{label}: median {statistics.median(times):.2f} s, "
      f"min {times[0]:.2f} s, max {times[-1]:.2f} s over {len(times)} edits")
PY
}
median() { python3 -c 'import statistics, sys; print(statistics.median(map(float, sys.argv[1:])))' "$@"; }
summary "Edit -> result with kit check, warm" "${times[@]}"
echo "(kit watch waits 0.15 s after a save for the editor to finish writing, then checks.)"
summary "Edit -> incremental swift build --build-tests" "${builds[@]}"
python3 -c "print(f'Ratio kit check / build: {$(median "${times[@]}") / $(median "${builds[@]}"):.2f} (keep it at 1.25 or below)')"

# The time limit: the looping fixture as the only exercise, with the standard limit.
loops="$work/Looping"
mkdir -p "$loops/01-looping"
cp -R Tests/ExerciseRunnerTests/Fixtures/Looping/. "$loops/01-looping/"
cat > "$loops/exercises.json" <<'JSON'
{"exercises": [{"name": "looping", "pattern": "Loop", "summary": "Never ends.",
  "folder": "01-looping", "files": ["Sources/FixtureLooping/Answer.swift"], "hints": ["i"]}]}
JSON
loop_check() { "$kit" --exercises-path "$loops" check looping >/dev/null 2>&1 || true; }
loop_check  # The first check builds the fixture.
start=$(now); loop_check
python3 -c "print(f'Looping check, start -> TIMED OUT report (standard limit): {$(now) - $start:.2f} s')"
"$kit" --exercises-path "$loops" check looping >/dev/null 2>&1 &
kit_pid=$!
until pgrep -f "$loops/.build/.*xctest" >/dev/null; do sleep 0.05; done
start=$(now)
kill -TERM "$kit_pid"
while pgrep -f "$loops/" >/dev/null; do sleep 0.01; done
gone=$(now)
wait "$kit_pid" && status=0 || status=$?
python3 -c "print(f'SIGTERM to kit during that check -> no process left: {$gone - $start:.2f} s (kit exited {$status})')"

# q in watch while the test loops: how long until kit and the check are gone.
mkfifo "$work/keys"
"$kit" --exercises-path "$loops" watch looping --manual <"$work/keys" >/dev/null 2>&1 &
kit_pid=$!
exec 3>"$work/keys"
until pgrep -f "$loops/.build/.*xctest" >/dev/null; do sleep 0.05; done
start=$(now)
echo q >&3
while pgrep -f "$loops/" >/dev/null; do sleep 0.01; done
gone=$(now)
exec 3>&-
wait "$kit_pid" && status=0 || status=$?
python3 -c "print(f'q in kit watch during that check -> no process left: {$gone - $start:.2f} s (kit exited {$status})')"
