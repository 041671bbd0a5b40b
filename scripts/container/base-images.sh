#!/usr/bin/env bash
# Local stand-ins for the images compose.yaml and the Dockerfile name (node:24-bookworm-slim, redis, nginx),
# for machines that reach Debian's mirror and the npm registry but no image registry. Built once per
# machine: each image's tag is a hash of what it is made from (its Containerfile, the base's recipe, the
# Node and npm versions, the machine's CA), so a second run finds them and builds nothing. Prints the
# three names as shell assignments (NODE_IMAGE=…, REDIS_IMAGE=…, NGINX_IMAGE=…).
#   usage: scripts/container/base-images.sh NODE_BINARY
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
node_binary="$1"
ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"  # …/lib/node_modules/npm
log() { echo "[base-images] $*" >&2; }

base_recipe="mmdebstrap --variant=minbase --include=ca-certificates bookworm"
base_key="$(echo "$base_recipe" | sha256sum | cut -c1-12)"
base="localhost/bookworm-min:$base_key"
if ! podman image exists "$base"; then
  log "making $base ($base_recipe)"
  tar="$(mktemp -u /tmp/bookworm-min.XXXXXX).tar"
  $base_recipe "$tar" >&2
  podman import "$tar" "$base" >&2
  rm -f "$tar"
fi

key_of() {
  { cat "$here/images/$1.Containerfile"; echo "$base_key"; shift; printf '%s\n' "$@"; } | sha256sum | cut -c1-12
}

node_version="$("$node_binary" --version)"
npm_version="$(node -p "require('$npm_dir/package.json').version")"
node_image="localhost/node24:$(key_of node24 "$node_version" "$npm_version" "$(sha256sum <"$ca")")"
if ! podman image exists "$node_image"; then
  log "making $node_image (Node $node_version, npm $npm_version)"
  context="$(mktemp -d)"
  mkdir -p "$context/node/bin" "$context/node/lib/node_modules"
  cp "$node_binary" "$context/node/bin/node"
  cp -r "$npm_dir" "$context/node/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$context/node/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$context/node/bin/npx"
  cp "$ca" "$context/ca.crt"
  podman build --quiet --network host --build-arg "BASE=$base" -t "$node_image" -f "$here/images/node24.Containerfile" "$context" >&2
  rm -rf "$context"
fi

built=()
for name in redis nginx; do
  image="localhost/$name:$(key_of "$name")"
  if ! podman image exists "$image"; then
    log "making $image"
    podman build --quiet --network host --build-arg "BASE=$base" -t "$image" -f "$here/images/$name.Containerfile" "$here/images" >&2
  fi
  built+=("$image")
done

echo "NODE_IMAGE=$node_image"
echo "REDIS_IMAGE=${built[0]}"
echo "NGINX_IMAGE=${built[1]}"
