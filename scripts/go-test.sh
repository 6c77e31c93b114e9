#!/usr/bin/env bash
# go test with its arguments, then, when something failed, each failed test
# again with its report, after everything else: a long run's log is often
# read from its tail (CI shows the last lines), where the test logs of the
# packages that ran last would otherwise hide which test failed and why.
set -uo pipefail
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
go test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "==== what failed ($(grep -c -E '^\s*--- FAIL' "$log") tests) ===="
  # A failed test's report: its --- FAIL line and the indented lines after it.
  awk '/^[[:space:]]*--- FAIL/ { on = 1; print; next }
       on && /^[[:space:]]+/ && !/^[[:space:]]*--- (PASS|SKIP)/ { print; next }
       { on = 0 }
       /^(FAIL|panic:|fatal error:)/ { print }' "$log" | tail -n 150
fi
exit "$status"
