#!/bin/sh
# The backup service (docker-compose.yml): makes sure the stanza exists and
# that WAL reaches the repository, takes a first full backup when there is
# none (again every BACKUP_RETRY_SECONDS until one exists), then one backup
# a night at BACKUP_AT (UTC): full on BACKUP_FULL_WEEKDAY, differential on
# the other nights. PostgreSQL archives the WAL itself, continuously
# (archive_command). Plain /bin/sh; it reads only pgbackrest.conf and PG*
# variables, so it runs as well outside a container.
set -eu

stanza=${PGBACKREST_STANZA:-cerebro}
at=${BACKUP_AT:-20:30}                 # UTC: 02:00 in Colombo
full_weekday=${BACKUP_FULL_WEEKDAY:-6} # date -u +%u; 6: Saturday night UTC, the night to Sunday in Colombo

backup() {
	pgbackrest --stanza="$stanza" --type="$1" backup ||
		echo "backup: the $1 backup failed (exit $?); pgbackrest info shows the last good one" >&2
}

until pg_isready -q; do sleep 2; done
# Since PostgreSQL 15 the checkpointer starts during recovery and first sleeps
# a whole checkpoint_timeout (5 min), not honouring archive_timeout until it
# wakes (measured on 15.20); a reload wakes it.
psql -d postgres -qAtc 'SELECT pg_reload_conf()' >/dev/null
# Creates the stanza, or checks it is this cluster's: it refuses another one.
pgbackrest --stanza="$stanza" stanza-create
# Switches to a new WAL segment and waits until it is in the repository.
pgbackrest --stanza="$stanza" check
# Until a first full backup exists there is nothing to restore, so a failed
# one (the database restarting, a name not resolving yet) is tried again
# soon, not on the next night.
has_backup() { pgbackrest --stanza="$stanza" info --output=json | grep -q '"label"'; }
until has_backup; do
	backup full
	has_backup || sleep "${BACKUP_RETRY_SECONDS:-30}"
done

while :; do
	now=$(date -u +%s)
	next=$(date -u -d "today $at" +%s)
	[ "$next" -gt "$now" ] || next=$(date -u -d "tomorrow $at" +%s)
	sleep $((next - now))
	if [ "$(date -u +%u)" = "$full_weekday" ]; then backup full; else backup diff; fi
done
