#!/usr/bin/env bash
# The container engine for `npm run test:container` (scripts/container/test.mjs), as .ci/run installs
# Chromium: Podman with runc from Debian, docker-compose (v1) to run compose.yaml against Podman's
# Docker-compatible socket, mmdebstrap for the local base images, and the engine's settings this kind of
# machine needs (/work/shared/CONTAINERS.md): runc, since crun fails on its cgroups; ulimits within the
# machine's hard limits, or every container fails in setrlimit. Idempotent; root only (CI is root).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

missing=()
command -v podman >/dev/null || missing+=(podman)
command -v runc >/dev/null || missing+=(runc)
command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
command -v docker-compose >/dev/null || missing+=(docker-compose)
if [ ${#missing[@]} -gt 0 ]; then
  echo "ci: installing ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq podman runc mmdebstrap docker-compose >/dev/null
fi

conf=/etc/containers/containers.conf
if ! grep -qs 'runtime = "runc"' "$conf" || ! grep -qs 'default_ulimits' "$conf"; then
  echo "ci: writing $conf (runc, ulimits within the machine's hard limits)"
  mkdir -p /etc/containers
  cat >"$conf" <<'CONF'
# Written by scripts/container/engine.sh. crun fails here ("cgroups in hybrid mode not supported"), and
# Podman's default ulimits are above the machine's hard limits (setrlimit: Operation not permitted).
[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]
[engine]
runtime = "runc"
CONF
fi
