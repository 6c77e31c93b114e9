#!/usr/bin/env bash
# Brings up the whole product locally: database, migrations, demo data, the
# Temporal dev server with its UI, and `cerebro serve` (API, worker, web app).
# Ctrl-C stops everything this script started.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA_DIR=.data
TEMPORAL_PORT=${TEMPORAL_PORT:-7233}
TEMPORAL_UI_PORT=${TEMPORAL_UI_PORT:-8233}
export TEMPORAL_ADDRESS=${TEMPORAL_ADDRESS:-127.0.0.1:$TEMPORAL_PORT}
mkdir -p "$DATA_DIR"

pids=()
cleanup() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "PostgreSQL is not answering on 127.0.0.1:5432; trying to start it..."
  if command -v pg_ctlcluster >/dev/null; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  pg_isready -q -h 127.0.0.1 -p 5432 || { echo "PostgreSQL is not running; start it and retry." >&2; exit 1; }
fi

echo "==> Database: create if missing, migrate, admin account, demo data"
bin/cerebro migrate
bin/cerebro seed

# The same dynamic config as the tests (testutil.TemporalDynamicConfig says why).
echo "==> Temporal dev server on :$TEMPORAL_PORT, UI on :$TEMPORAL_UI_PORT (state in $DATA_DIR/temporal.db)"
bin/temporal server start-dev \
  --db-filename "$DATA_DIR/temporal.db" \
  --port "$TEMPORAL_PORT" --ui-port "$TEMPORAL_UI_PORT" \
  --dynamic-config-value frontend.enableUpdateWorkflowExecution=true \
  --dynamic-config-value frontend.enableExecuteMultiOperation=true \
  --dynamic-config-value system.enableEagerWorkflowStart=true \
  --dynamic-config-value matching.numTaskqueueReadPartitions=1 \
  --dynamic-config-value matching.numTaskqueueWritePartitions=1 \
  --dynamic-config-value history.transferProcessorMaxPollRPS=1000 \
  --search-attribute ConsulteeId=Int \
  --search-attribute ConsultantId=Int \
  --search-attribute InvoiceStatus=Keyword \
  --search-attribute SessionPhase=Keyword \
  --log-level warn >"$DATA_DIR/temporal.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 60); do
  bin/temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1 && break
  sleep 1
done
bin/temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1 \
  || { echo "Temporal did not start; see $DATA_DIR/temporal.log" >&2; exit 1; }

echo "==> cerebro serve"
bin/cerebro serve &
pids+=($!)
for _ in $(seq 1 30); do curl -fsS http://127.0.0.1:8080/api/v1/health >/dev/null 2>&1 && break; sleep 1; done

cat <<MSG

  Cerebro is running.
    App:          http://localhost:8080
    Health:       http://localhost:8080/api/v1/health
    Temporal UI:  http://localhost:$TEMPORAL_UI_PORT
  Demo accounts:
    admin       ${CEREBRO_ADMIN_EMAIL:-admin@cerebro.lk} / ${CEREBRO_ADMIN_PASSWORD:-admin12345}
    consultant  consultant@cerebro.lk / consultant123
    consultee   consultee@cerebro.lk / consultee123
  Press Ctrl-C to stop everything.

MSG
wait -n "${pids[@]}"
