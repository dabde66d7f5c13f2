#!/usr/bin/env bash
# The test command: builds and runs every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test 2>&1
