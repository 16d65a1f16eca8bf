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

times=()
for round in $(seq 1 "$rounds"); do
  if (( round % 2 )); then version=Solution; else version=Starter; fi
  cp "$work/Exercises/$folder/$version/$file" "$work/Exercises/$folder/$file"
  start=$(now); check; end=$(now)
  seconds=$(python3 -c "print(f'{$end - $start:.2f}')")
  times+=("$seconds")
  echo "Round $round ($version): ${seconds} s"
done
python3 - "${times[@]}" <<'PY'
import statistics, sys
times = sorted(float(t) for t in sys.argv[1:])
print(f"Edit -> result, warm: median {statistics.median(times):.2f} s, "
      f"min {times[0]:.2f} s, max {times[-1]:.2f} s over {len(times)} edits")
PY
echo "(kit watch waits 0.15 s after a save for the editor to finish writing, then checks.)"
