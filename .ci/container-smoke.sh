#!/usr/bin/env bash
# The container stack in CI (called by .ci/run): podman and podman-compose from Debian, stand-in base
# images (.ci/stand-in-bases.sh), every image built from infra/Dockerfile (one shared builder, thin app
# stages), the compose stack up until every app is healthy, the operator's walk (.ci/container-smoke.mjs),
# then everything torn down, also when a step fails. Prints the time of each phase.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

started=$SECONDS
phase_start=$SECONDS
phase() { echo "[container] $1: $((SECONDS - phase_start)) s"; phase_start=$SECONDS; }

# netavark and aardvark-dns: containers find each other by service name (Debian's podman otherwise
# falls back to CNI without a DNS plugin, and no app finds `postgres` or `nats`). iptables: netavark
# sets up each network through it, and a machine without it fails the first RUN step of a build
# ('netavark: No such file or directory').
packages=(podman podman-compose runc netavark aardvark-dns iptables)
installed=$(dpkg-query -W -f '${db:Status-Status}\n' "${packages[@]}" 2>/dev/null | grep -c '^installed$' || true)
if [ "$installed" -ne ${#packages[@]} ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
# crun fails on these machines (RLIMIT_NOFILE, hybrid cgroups); runc works with these limits. A drop-in
# file of its own, rewritten each run, leaves the machine's containers.conf alone.
mkdir -p /etc/containers/containers.conf.d
printf '%s\n' '# Written by .ci/container-smoke.sh: crun cannot set RLIMIT_NOFILE or use hybrid cgroups here.' \
  '[containers]' 'default_ulimits = ["nofile=20000", "nproc=4096"]' '[engine]' 'runtime = "runc"' \
  '[network]' 'network_backend = "netavark"' >/etc/containers/containers.conf.d/ci.conf
phase 'podman ready'

.ci/stand-in-bases.sh
phase 'stand-in base images'

# Throwaway credentials for this run only, through the environment (never a file in the context).
export INTERNAL_TOKEN_SECRET POSTGRES_PASSWORD
INTERNAL_TOKEN_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
POSTGRES_PASSWORD=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
for app in IDENTITY MATCHES GROUNDS COMMERCE FINANCE TRAINING STATISTICS GATEWAY; do
  export "${app}_DB_PASSWORD=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
done
compose=(podman-compose -f infra/docker-compose.yml -p cricket-ci)
context=$(mktemp -d)
teardown() {
  local status=$?
  if [ "$status" -ne 0 ]; then "${compose[@]}" logs --tail 30 >&2 2>/dev/null || true; fi
  "${compose[@]}" down -v >/dev/null 2>&1 || true
  # podman-compose 1.0 leaves the project's network behind.
  podman network rm -f cricket-ci_default >/dev/null 2>&1 || true
  rm -rf "$context"
  echo "[container] teardown done; total $((SECONDS - started)) s"
}
trap teardown EXIT

# All nine images from one snapshot of what .dockerignore admits (its `!` lines, unquoted so that mfe-*
# expands; no installs): a file edited in the tree meanwhile would rebuild the builder stage and mix
# sources across images. The front ends were just built by `npm test`; the builder stage is built once.
tar -c --exclude=node_modules $(sed -n 's/^!//p' .dockerignore) .dockerignore | tar -x -C "$context"
build() { podman build -q --format docker -f infra/Dockerfile --build-arg FRONTENDS=prebuilt "$@" "$context" >/dev/null; }
for app in identity matches grounds commerce finance training statistics realtime; do
  build --target service --build-arg APP="$app" -t "cricket/$app"
done
build --target gateway -t cricket/gateway
for app in identity gateway; do echo "[container] cricket/$app: $(podman image inspect --format '{{.Size}}' "cricket/$app" | numfmt --to=iec)"; done
phase 'images built'

"${compose[@]}" up -d >/dev/null 2>&1
# No systemd here, so health checks run only when asked: ask until every container is healthy.
deadline=$((SECONDS + 180))
until [ "$(podman ps --filter label=io.podman.compose.project=cricket-ci --format '{{.Names}}' | wc -l)" -eq 11 ] && \
  podman ps --filter label=io.podman.compose.project=cricket-ci --format '{{.Names}}' | xargs -n1 podman healthcheck run >/dev/null 2>&1; do
  [ $SECONDS -lt $deadline ] || { echo '[container] the stack did not become healthy in 180 s' >&2; podman ps -a >&2; exit 1; }
  sleep 3
done
phase 'stack healthy'

SMOKE_STOP_GROUNDS="podman stop -t 5 cricket-ci_grounds_1" node .ci/container-smoke.mjs
phase 'smoke walk'
