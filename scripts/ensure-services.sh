#!/usr/bin/env bash
# Finds the PostgreSQL and Redis servers the second API pass and the relay-over-Redis tests use.
# Sourced by scripts/test.sh. Defines PG_OK / REDIS_OK (1 or 0) and prints one line for each.
# With CI=true both are required: when unreachable and we are root, it installs and starts them
# from Debian packages (a fresh CI machine), and fails loudly if that does not work.

TEST_PG_URL=${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/test}
TEST_REDIS_URL_CANDIDATE=${TEST_REDIS_URL:-redis://127.0.0.1:6379}

# host and port out of a URL like scheme://user@host:port/db
url_host() { local h=${1#*://}; h=${h#*@}; h=${h%%/*}; echo "${h%%:*}"; }
url_port() { local h=${1#*://}; h=${h#*@}; h=${h%%/*}; [[ $h == *:* ]] && echo "${h##*:}" || echo "$2"; }

tcp_open() { timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null; }

# A real connection, not just an open port: a server that refuses our user is as good as none.
pg_reachable() {
  local host port
  host=$(url_host "$TEST_PG_URL"); port=$(url_port "$TEST_PG_URL" 5432)
  tcp_open "$host" "$port" || return 1
  if command -v psql >/dev/null 2>&1; then
    timeout 5 psql "$TEST_PG_URL" -Atqc 'select 1' >/dev/null 2>&1
  else
    return 0
  fi
}

redis_reachable() {
  local host port reply
  host=$(url_host "$TEST_REDIS_URL_CANDIDATE"); port=$(url_port "$TEST_REDIS_URL_CANDIDATE" 6379)
  tcp_open "$host" "$port" || return 1
  reply=$(timeout 2 bash -c "exec 3<>/dev/tcp/$host/$port; printf 'PING\r\n' >&3; head -c 5 <&3" 2>/dev/null)
  [[ $reply == "+PONG" ]]
}

# Fresh Debian machine in CI: install, start, allow the passwordless local user the tests expect.
install_services_as_root() {
  echo "[ensure-services] installing postgresql and redis-server with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || return 1
  # The cluster created by the package takes the locale of this environment; C.UTF-8 lets pg_trgm
  # and Chinese text behave as in production (a C ctype extracts no CJK trigrams).
  LANG=C.UTF-8 LC_ALL=C.UTF-8 apt-get install -y -qq postgresql redis-server >/dev/null || return 1
  local hba ver
  ver=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$ver/main/pg_hba.conf
  if ! grep -q 'juzuo-ci' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust # juzuo-ci\nhost all all ::1/128 trust # juzuo-ci' "$hba"
  fi
  pg_ctlcluster "$ver" main restart || pg_ctlcluster "$ver" main start || return 1
  runuser -u postgres -- psql -qc 'create database test' 2>/dev/null || true
  redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 >/dev/null
  sleep 1
}

ensure_services() {
  PG_OK=0; REDIS_OK=0
  pg_reachable && PG_OK=1
  redis_reachable && REDIS_OK=1
  if [ "${CI:-}" = "true" ] && { [ $PG_OK = 0 ] || [ $REDIS_OK = 0 ]; } && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    install_services_as_root || echo "[ensure-services] installing the services failed"
    pg_reachable && PG_OK=1
    redis_reachable && REDIS_OK=1
  fi
  if [ $PG_OK = 1 ]; then
    echo "[ensure-services] PostgreSQL reachable at $TEST_PG_URL: the API suite also runs on it"
  fi
  if [ $REDIS_OK = 1 ]; then
    export TEST_REDIS_URL=$TEST_REDIS_URL_CANDIDATE
    echo "[ensure-services] Redis reachable at $TEST_REDIS_URL: relay-over-Redis tests run"
  else
    # Relay tests key off TEST_REDIS_URL: leave it unset so they skip instead of failing to connect.
    unset TEST_REDIS_URL
  fi
  export TEST_PG_URL
  if [ "${CI:-}" = "true" ]; then
    local missing=()
    [ $PG_OK = 0 ] && missing+=("PostgreSQL at $TEST_PG_URL")
    [ $REDIS_OK = 0 ] && missing+=("Redis at $TEST_REDIS_URL_CANDIDATE")
    if [ ${#missing[@]} -gt 0 ]; then
      echo "[ensure-services] FATAL: CI=true requires ${missing[*]}, unreachable" >&2
      return 1
    fi
  else
    [ $PG_OK = 0 ] && echo "[ensure-services] SKIPPING the PostgreSQL pass of the API suite: no PostgreSQL at $TEST_PG_URL"
    [ $REDIS_OK = 0 ] && echo "[ensure-services] SKIPPING relay-over-Redis tests: no Redis at $TEST_REDIS_URL_CANDIDATE"
  fi
  return 0
}
