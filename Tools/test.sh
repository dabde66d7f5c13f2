#!/usr/bin/env bash
# The test command: builds and runs every test target. Snapshot tests compare with the
# committed snapshots and fail when one is missing, instead of recording it.
set -euo pipefail
cd "$(dirname "$0")/.."
SNAPSHOT_TESTING_RECORD=never swift test 2>&1
