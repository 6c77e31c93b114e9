#!/usr/bin/env bash
# Records the history of every workflow type and path from real runs (the
# API, a worker and the Temporal dev server, in api/histories_record_test.go)
# into workflows/testdata/histories/<set>/, which `make test` replays
# (workflows/replay_test.go). Record a new set before changing a workflow and
# keep the old sets until no workflow of that shape can still be running
# (docs/versioning.md).
#
#   scripts/record-histories.sh [set-name]   # default: today's date and commit
set -euo pipefail
cd "$(dirname "$0")/.."
set_name="${1:-$(date -u +%Y-%m-%d)-$(git rev-parse --short HEAD)}"
out="$PWD/workflows/testdata/histories/$set_name"
make -s temporal
CEREBRO_RECORD_HISTORIES="$out" go test -count=1 -run '^TestRecordHistories$' -v -timeout 10m ./api/ | grep -E '^(=== RUN|--- |ok|FAIL|\s+histories_record_test|\s+Error|\s+Messages)' || true
ls "$out"
