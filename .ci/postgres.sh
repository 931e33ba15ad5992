# A throwaway PostgreSQL server on 127.0.0.1 for the tests; sourced by .ci/run, usable by hand:
#
#   source .ci/postgres.sh && labeler_pg_start && .venv/bin/python -m pytest -q; labeler_pg_stop
#
# labeler_pg_start installs Debian's `postgresql` package when it is missing and we are root,
# creates a cluster in a temporary folder (trust auth, loopback only, fsync off: the data is
# thrown away), starts it on a free port, creates a database and exports
#   LABELER_TEST_PG_URL=postgresql+psycopg://postgres@127.0.0.1:PORT/labeler_test
# It returns non-zero with a message (and leaves LABELER_TEST_PG_URL unset) when it cannot;
# the PostgreSQL tests then skip. An already set LABELER_TEST_PG_URL is used as it is.
# labeler_pg_stop stops the server and removes its folder (safe to call twice).

LABELER_PG_DIR=""
LABELER_PG_BIN=""
LABELER_PG_AS=()

_labeler_pg_say() { echo "postgres.sh: $*" >&2; }

_labeler_pg_find_bin() {
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$dir" ] && command -v pg_ctl >/dev/null 2>&1; then
        dir=$(dirname "$(command -v pg_ctl)")
    fi
    [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] || return 1
    LABELER_PG_BIN="$dir"
}

_labeler_pg_install() {
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        _labeler_pg_say "PostgreSQL is not installed and I cannot apt-get it (not root, or not Debian)"
        return 1
    fi
    _labeler_pg_say "installing Debian's postgresql package"
    # policy-rc.d 101 keeps the package from starting its own cluster service.
    local policy=/usr/sbin/policy-rc.d created_policy=""
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    local status=$?
    [ -n "$created_policy" ] && rm -f "$policy"
    return $status
}

_labeler_pg_free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

labeler_pg_start() {
    if [ -n "${LABELER_TEST_PG_URL:-}" ]; then
        _labeler_pg_say "using the given LABELER_TEST_PG_URL"
        return 0
    fi
    _labeler_pg_find_bin || { _labeler_pg_install && _labeler_pg_find_bin; } || {
        _labeler_pg_say "no PostgreSQL server binaries; PostgreSQL tests will be skipped"
        return 1
    }
    # The server refuses to run as root: run it as the postgres user the package created.
    LABELER_PG_AS=()
    if [ "$(id -u)" = 0 ]; then
        if ! id postgres >/dev/null 2>&1; then
            _labeler_pg_say "running as root but there is no postgres user; PostgreSQL tests will be skipped"
            return 1
        fi
        LABELER_PG_AS=(runuser -u postgres --)
    fi
    LABELER_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/labeler-pg.XXXXXX") || return 1
    [ "$(id -u)" = 0 ] && chown postgres "$LABELER_PG_DIR" && chmod 700 "$LABELER_PG_DIR"
    local port log="$LABELER_PG_DIR/server.log"
    port=$(_labeler_pg_free_port) || return 1
    if ! "${LABELER_PG_AS[@]}" "$LABELER_PG_BIN/initdb" -D "$LABELER_PG_DIR/data" -U postgres \
        -A trust -E UTF8 --locale=C --no-sync >"$LABELER_PG_DIR/initdb.log" 2>&1; then
        _labeler_pg_say "initdb failed:"; tail -n 5 "$LABELER_PG_DIR/initdb.log" >&2
        labeler_pg_stop; return 1
    fi
    if ! "${LABELER_PG_AS[@]}" "$LABELER_PG_BIN/pg_ctl" -D "$LABELER_PG_DIR/data" -l "$log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $LABELER_PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null; then
        _labeler_pg_say "the server did not start:"; tail -n 5 "$log" >&2
        labeler_pg_stop; return 1
    fi
    if ! "${LABELER_PG_AS[@]}" "$LABELER_PG_BIN/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
        -c "CREATE DATABASE labeler_test" >/dev/null; then
        _labeler_pg_say "could not create the test database"
        labeler_pg_stop; return 1
    fi
    export LABELER_TEST_PG_URL="postgresql+psycopg://postgres@127.0.0.1:$port/labeler_test"
    _labeler_pg_say "PostgreSQL $("$LABELER_PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (LABELER_TEST_PG_URL set)"
}

labeler_pg_stop() {
    if [ -n "$LABELER_PG_DIR" ] && [ -d "$LABELER_PG_DIR" ]; then
        if [ -f "$LABELER_PG_DIR/data/postmaster.pid" ]; then
            "${LABELER_PG_AS[@]}" "$LABELER_PG_BIN/pg_ctl" -D "$LABELER_PG_DIR/data" -m fast -w stop >/dev/null 2>&1
        fi
        rm -rf "$LABELER_PG_DIR"
        unset LABELER_TEST_PG_URL
    fi
    LABELER_PG_DIR=""
    return 0
}
