#!/bin/bash
# The postgres image's docker-entrypoint.sh (docker-library/postgres), reduced
# to what compose's postgres service uses, for Debian's PostgreSQL: as root it
# makes the data and socket folders the postgres user's and drops to it; on an
# empty data folder it runs initdb with POSTGRES_USER and POSTGRES_PASSWORD,
# lets every host in with a password (scram-sha-256) and creates POSTGRES_DB;
# then it runs the command (postgres, listening on every address).
set -Eeo pipefail
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" = 'postgres' ] && [ "$(id -u)" = '0' ]; then
	mkdir -p "$PGDATA" /var/run/postgresql
	chown -R postgres:postgres "$PGDATA" /var/run/postgresql
	chmod 700 "$PGDATA"
	chmod 3777 /var/run/postgresql
	exec runuser -u postgres -- "$BASH_SOURCE" "$@"
fi
if [ "$1" = 'postgres' ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
	: "${POSTGRES_PASSWORD:?the postgres image refuses to start without POSTGRES_PASSWORD}"
	POSTGRES_USER="${POSTGRES_USER:-postgres}"
	POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
	initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") -D "$PGDATA" >/dev/null
	printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
	printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
	pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
	if [ "$POSTGRES_DB" != 'postgres' ]; then
		psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -q \
			-c "CREATE DATABASE \"$POSTGRES_DB\""
	fi
	pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
	echo 'PostgreSQL init process complete; ready for start up.'
fi
exec "$@"
