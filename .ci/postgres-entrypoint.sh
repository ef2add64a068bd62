#!/bin/sh
# The stand-in postgres image's entrypoint: what the official image does that the stack relies on.
# On an empty $PGDATA: initdb with POSTGRES_PASSWORD for the superuser postgres (refused when unset),
# then every /docker-entrypoint-initdb.d/*.sh against a server on the local socket only; then the
# server on all addresses, password (scram-sha-256) over TCP, trust on the container's own socket.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'POSTGRES_PASSWORD is not set: refusing to create a superuser without a password' >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" -U postgres --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  for script in /docker-entrypoint-initdb.d/*.sh; do
    [ -f "$script" ] || continue
    echo "running $script"
    . "$script"
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
