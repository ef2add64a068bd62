#!/bin/sh
# Run by the postgres image on the first start of an empty volume (/docker-entrypoint-initdb.d): each app
# gets its own login role, cricket_<app>, owning only its own database of the same name, which no other
# role may connect to. Passwords come from <APP>_DB_PASSWORD; the apps never see the superuser's.
set -eu
for app in identity matches grounds commerce finance training statistics gateway; do
  var="$(echo "$app" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  eval "password=\${$var:-}"
  if [ -z "$password" ]; then
    echo "$var is not set" >&2
    exit 1
  fi
  psql -v ON_ERROR_STOP=1 -q --username "${POSTGRES_USER:-postgres}" --dbname postgres \
    --set role="cricket_$app" --set password="$password" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE DATABASE :"role" OWNER :"role";
REVOKE ALL ON DATABASE :"role" FROM PUBLIC;
SQL
done
