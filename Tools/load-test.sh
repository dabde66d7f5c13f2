#!/usr/bin/env bash
# The playground under load (docs/reliability.md): builds the release CLI, serves the examples
# on a free port of 127.0.0.1, and runs Tools/load/load_test.py against it: 64 connections for
# 60 seconds by default, mixing valid and hostile requests. Prints the figures and fails when a
# request got an unexpected answer, took more than 2 s, the server died or its memory grew by
# more than 10 %. Only the loopback interface is used.
#
#   Tools/load-test.sh [--connections N] [--duration SECONDS] [--warmup SECONDS]
#
# Needs python3 (standard library only). OPENAUTOLAYOUT_BIN picks another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3; }
if [[ -z "${OPENAUTOLAYOUT_BIN:-}" ]]; then
    swift build -c release --product openautolayout >&2
    OPENAUTOLAYOUT_BIN="$(swift build -c release --show-bin-path)/openautolayout"
fi
log="$(mktemp)"
"$OPENAUTOLAYOUT_BIN" serve --port 0 --examples Examples >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
port=""
for _ in $(seq 1 100); do
    port="$(sed -n 's|^Playground at http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$log")"
    [[ -n "$port" ]] && break
    sleep 0.1
done
[[ -n "$port" ]] || { cat "$log" >&2; echo "the server did not start" >&2; exit 1; }
status=0
python3 Tools/load/load_test.py --port "$port" --pid "$server" \
    --spec Examples/extended-layout-table-translucent-bar.yaml "$@" || status=$?
if ! kill -0 "$server" 2>/dev/null; then
    echo "FAIL: the server is gone" >&2
    cat "$log" >&2
    exit 1
fi
exit "$status"
