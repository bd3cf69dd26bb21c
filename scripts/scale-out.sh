#!/usr/bin/env bash
# Scale-out on one machine (README "Scale-out"): PostgreSQL + Redis, 2 API processes and 2 relays
# behind a private nginx serving one origin, as deploy/nginx/juzuo.conf describes.
#
#   scripts/scale-out.sh start    start every member that is not running (so it also restarts one
#                                 that died), then print the origin
#   scripts/scale-out.sh stop     relays first (they store open documents), then nginx, then the APIs
#   scripts/scale-out.sh status   one line per member
#
# Configuration (environment): PORT (the origin, default 8080), INTERNAL_PORT (the relays' way into
# the APIs, loopback, default 8090), API_PORTS (default "8181 8182"), RELAY_PORTS (default
# "8281 8282"), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/juzuo, created when
# missing), REDIS_URL (default redis://127.0.0.1:6379), SCALE_DIR (run folder: logs, pids, files,
# the nginx prefix; default ./data/scale-out), SCALE_NO_WEB_BUILD=1 (skip building the web app).
# The other variables of the product (README) pass through to the API processes.
# Missing nginx, PostgreSQL or Redis are installed with apt-get when run as root, as CI does.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
NODE22=$ROOT/node_modules/.bin/node
[[ -x $NODE22 ]] || NODE22=$(command -v node)

abs() { case $1 in /*) echo "$1" ;; *) echo "$ROOT/${1#./}" ;; esac; }
SCALE_DIR=$(abs "${SCALE_DIR:-./data/scale-out}")
PORT=${PORT:-8080}
INTERNAL_PORT=${INTERNAL_PORT:-8090}
read -r -a API_PORTS <<<"${API_PORTS:-8181 8182}"
read -r -a RELAY_PORTS <<<"${RELAY_PORTS:-8281 8282}"
DEFAULT_DB=postgres://postgres@127.0.0.1:5432/juzuo
DATABASE_URL=${DATABASE_URL:-$DEFAULT_DB}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
WEB_DIST=$(abs "${WEB_DIST:-./apps/web/dist}")
NGINX_PREFIX=$SCALE_DIR/nginx

log() { echo "[scale-out] $*"; }
die() { echo "[scale-out] $*" >&2; exit 1; }

# --- processes, by pid file ------------------------------------------------------------------
pid_of() { cat "$SCALE_DIR/run/$1.pid" 2>/dev/null || true; }
# A zombie (killed, not yet reaped by init) counts as gone.
pid_alive() { kill -0 "$1" 2>/dev/null && [[ $(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) != Z ]]; }
alive() { local pid; pid=$(pid_of "$1"); [[ -n $pid ]] && pid_alive "$pid"; }

# HTTP status line of GET <path> on a loopback port, without curl (a fresh Debian machine has none).
http_status() {
  timeout 3 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1 && printf 'GET $2 HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3 && head -n 1 <&3" \
    2>/dev/null | tr -d '\r' || true
}

wait_healthy() { # <name> <port> <seconds>
  local until=$((SECONDS + $3))
  until [[ $(http_status "$2" /healthz) == *" 200"* ]]; do
    alive "$1" || die "$1 exited before /healthz answered 200; see $SCALE_DIR/logs/$1.log"
    ((SECONDS < until)) || die "$1 /healthz did not answer 200 within $3 s; see $SCALE_DIR/logs/$1.log"
    sleep 0.2
  done
}

# start_member <name> <env assignments...> -- <command...>: detached (its own session, so a Ctrl-C in
# this terminal does not reach it), output to logs/<name>.log, pid to run/<name>.pid.
start_member() {
  local name=$1; shift
  local envs=()
  while [[ $1 != -- ]]; do envs+=("$1"); shift; done
  shift
  env "${envs[@]}" setsid "$@" >>"$SCALE_DIR/logs/$name.log" 2>&1 </dev/null &
  echo $! >"$SCALE_DIR/run/$name.pid"
}

stop_member() { # <name> <seconds before SIGKILL>
  local pid; pid=$(pid_of "$1")
  if [[ -n $pid ]] && pid_alive "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    local until=$((SECONDS + $2))
    while pid_alive "$pid"; do
      if ((SECONDS >= until)); then kill -KILL "$pid" 2>/dev/null || true; fi
      sleep 0.2
    done
    log "stopped $1 (pid $pid)"
  fi
  rm -f "$SCALE_DIR/run/$1.pid"
}

# --- prerequisites ---------------------------------------------------------------------------
# Debian keeps nginx in /usr/sbin, which a non-root PATH may lack.
find_nginx() { command -v nginx 2>/dev/null || { [[ -x /usr/sbin/nginx ]] && echo /usr/sbin/nginx; } || true; }
NGINX=$(find_nginx)
ensure_nginx() {
  [[ -n $NGINX ]] && return 0
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    log "installing nginx with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
    NGINX=$(find_nginx)
  fi
  [[ -n $NGINX ]] || die "nginx is not installed (apt-get install nginx, as root)"
}

ensure_databases() {
  # shellcheck source=scripts/ensure-services.sh
  source "$ROOT/scripts/ensure-services.sh"
  TEST_PG_URL=${DATABASE_URL%/*}/postgres
  TEST_REDIS_URL_CANDIDATE=$REDIS_URL
  if ! pg_reachable || ! redis_reachable; then
    [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null || die "PostgreSQL or Redis unreachable ($TEST_PG_URL, $REDIS_URL)"
    install_services_as_root || die "installing PostgreSQL and Redis failed"
  fi
  pg_reachable || die "PostgreSQL unreachable at $TEST_PG_URL"
  redis_reachable || die "Redis unreachable at $REDIS_URL"
  if [[ $DATABASE_URL == "$DEFAULT_DB" ]]; then
    psql "$TEST_PG_URL" -Atqc "select 1 from pg_database where datname = 'juzuo'" | grep -q 1 ||
      psql "$TEST_PG_URL" -qc 'create database juzuo' >/dev/null
  fi
}

render_nginx() {
  mkdir -p "$NGINX_PREFIX/tmp"
  local apis='' relays='' user=''
  for p in "${API_PORTS[@]}"; do apis+="    server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'; done
  for p in "${RELAY_PORTS[@]}"; do relays+="    server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'; done
  # As root nginx would drop its workers to `nobody`, who may not read this checkout.
  [[ $(id -u) == 0 ]] && user='user root;'
  local site=$ROOT/deploy/nginx/juzuo.conf
  APIS=$apis RELAYS=$relays "$NODE22" -e '
    const fs = require("node:fs");
    const [site, out, listen, internal, dist] = process.argv.slice(1);
    const text = fs.readFileSync(site, "utf8")
      .replace("@API_SERVERS@\n", process.env.APIS).replace("@RELAY_SERVERS@\n", process.env.RELAYS)
      .replaceAll("@LISTEN@", listen).replaceAll("@INTERNAL_LISTEN@", internal).replaceAll("@WEB_DIST@", dist);
    fs.writeFileSync(out, text);
  ' "$site" "$NGINX_PREFIX/juzuo.conf" "$PORT" "127.0.0.1:$INTERNAL_PORT" "$WEB_DIST"
  sed -e "s|@PREFIX@|$NGINX_PREFIX|g" -e "s|@USER@|$user|" "$ROOT/deploy/nginx/standalone.conf" >"$NGINX_PREFIX/nginx.conf"
  "$NGINX" -t -q -p "$NGINX_PREFIX" -c "$NGINX_PREFIX/nginx.conf" -e "$NGINX_PREFIX/error.log"
}

secret() {
  local file=$SCALE_DIR/run/internal-secret
  [[ -s $file ]] || { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$file"; chmod 600 "$file"; }
  cat "$file"
}

# --- commands --------------------------------------------------------------------------------
start() {
  mkdir -p "$SCALE_DIR/logs" "$SCALE_DIR/run" "$SCALE_DIR/data"
  ensure_nginx
  ensure_databases
  if [[ ${SCALE_NO_WEB_BUILD:-} != 1 && ! -f $WEB_DIST/index.html ]]; then
    log "building the web app"
    npx -y pnpm@12.4.2 --filter @juzuo/web build
  fi
  local internal_secret; internal_secret=$(secret)
  # Same as scripts/start.sh: sign-in codes in the API logs and the dev outbox unless set otherwise.
  if [[ -z ${SMS_PROVIDER+set} && ${NODE_ENV:-} != production ]]; then export SMS_PROVIDER=console; fi
  local common=(DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" INTERNAL_SECRET="$internal_secret")

  # One API at a time: the first runs the migrations, the next finds them done.
  local i=0
  for p in "${API_PORTS[@]}"; do
    i=$((i + 1))
    if alive "api-$i"; then continue; fi
    log "starting api-$i on 127.0.0.1:$p"
    start_member "api-$i" "${common[@]}" PORT="$p" HOST=127.0.0.1 DATA_DIR="$SCALE_DIR/data" \
      WEB_DIST="$WEB_DIST" TRUST_PROXY=127.0.0.1 -- "$NODE22" --import tsx "$ROOT/apps/api/src/main.ts"
    wait_healthy "api-$i" "$p" 180
  done

  render_nginx
  if alive nginx; then
    "$NGINX" -p "$NGINX_PREFIX" -c "$NGINX_PREFIX/nginx.conf" -e "$NGINX_PREFIX/error.log" -s reload
  else
    log "starting nginx on :$PORT (internal 127.0.0.1:$INTERNAL_PORT)"
    rm -f "$NGINX_PREFIX/nginx.pid"
    "$NGINX" -p "$NGINX_PREFIX" -c "$NGINX_PREFIX/nginx.conf" -e "$NGINX_PREFIX/error.log"
    local until=$((SECONDS + 10))
    until [[ -s $NGINX_PREFIX/nginx.pid ]]; do ((SECONDS < until)) || die "nginx did not start"; sleep 0.1; done
    cp "$NGINX_PREFIX/nginx.pid" "$SCALE_DIR/run/nginx.pid"
  fi

  i=0
  for p in "${RELAY_PORTS[@]}"; do
    i=$((i + 1))
    if alive "relay-$i"; then continue; fi
    log "starting relay-$i on 127.0.0.1:$p"
    start_member "relay-$i" "${common[@]}" RELAY_PORT="$p" RELAY_HOST=127.0.0.1 \
      API_URL="http://127.0.0.1:$INTERNAL_PORT" -- "$NODE22" --import tsx "$ROOT/apps/collab-server/src/main.ts"
    wait_healthy "relay-$i" "$p" 120
  done
  wait_healthy nginx "$PORT" 30
  log "ready at http://127.0.0.1:$PORT/ (APIs ${API_PORTS[*]}, relays ${RELAY_PORTS[*]}; logs in $SCALE_DIR/logs)"
}

stop() {
  local i
  for ((i = ${#RELAY_PORTS[@]}; i >= 1; i--)); do stop_member "relay-$i" 30; done
  stop_member nginx 10
  for ((i = ${#API_PORTS[@]}; i >= 1; i--)); do stop_member "api-$i" 35; done
}

status() {
  local name
  for name in "api-$(seq -s ' api-' 1 ${#API_PORTS[@]})" nginx "relay-$(seq -s ' relay-' 1 ${#RELAY_PORTS[@]})"; do
    for n in $name; do
      if alive "$n"; then echo "$n running (pid $(pid_of "$n"))"; else echo "$n stopped"; fi
    done
  done
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
