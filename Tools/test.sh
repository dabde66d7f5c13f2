#!/usr/bin/env bash
# The test command: builds and runs every test target. Snapshot tests compare with the
# committed snapshots and fail when one is missing, instead of recording it.
# With OPENAUTOLAYOUT_SANITIZE=address the same tests run in the address-sanitized build
# (Tools/sanitized-build.sh); `.ci/run` runs them so. Leaks are not checked at the test
# process's exit: the objects of async tests still in flight then vary from run to run, so the
# report does too (docs/reliability.md, "Sanitizers"); the fuzzers check them input by input.
set -euo pipefail
cd "$(dirname "$0")/.."
export SNAPSHOT_TESTING_RECORD=never
case ${OPENAUTOLAYOUT_SANITIZE:-} in
  "") swift test 2>&1 ;;
  address)
    source Tools/sanitized-build.sh
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
    swift test "${sanitized_swiftpm[@]}" 2>&1
    ;;
  *) echo "OPENAUTOLAYOUT_SANITIZE is 'address' or unset, not '$OPENAUTOLAYOUT_SANITIZE'" >&2; exit 2 ;;
esac
