#!/bin/sh
# One-shot (compose's temporal-schema job, temporalio/admin-tools): creates
# Temporal's two databases on PostgreSQL and brings their schemas to the
# version this server release needs, with Temporal's own SQL tool. Safe to
# run again: existing databases are kept, update-schema applies what is new.
# Modelled on temporalio/samples-server compose/scripts/setup-postgres.sh.
set -eu
: "${POSTGRES_SEEDS:?}" "${POSTGRES_USER:?}" "${SQL_PASSWORD:?}"
sql() { temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -u "$POSTGRES_USER" -p "${DB_PORT:-5432}" "$@"; }
for db in temporal temporal_visibility; do
  sql --db "$db" create || echo "database $db exists"
done
sql --db temporal setup-schema -v 0.0 || echo "temporal schema already set up"
sql --db temporal update-schema -d /etc/temporal/schema/postgresql/v12/temporal/versioned
sql --db temporal_visibility setup-schema -v 0.0 || echo "visibility schema already set up"
sql --db temporal_visibility update-schema -d /etc/temporal/schema/postgresql/v12/visibility/versioned
echo "Temporal schemas are current"
