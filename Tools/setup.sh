#!/usr/bin/env bash
# Installs the project's non-Swift needs: scipy (the LP oracle for the solver's differential
# test) and kiwisolver (the benchmark's reference). Safe to run again.
set -euo pipefail
need=()
python3 -c "import scipy" 2>/dev/null || need+=(scipy)
python3 -c "import kiwisolver" 2>/dev/null || need+=(kiwisolver)
if [ ${#need[@]} -gt 0 ]; then
  python3 -m pip install --quiet --disable-pip-version-check "${need[@]}"
fi
