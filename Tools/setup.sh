#!/usr/bin/env bash
# Installs the project's non-Swift needs: scipy (the LP oracle for the solver's differential
# test), kiwisolver (the benchmark's reference) and rsvg-convert (librsvg2-bin: PNG output of
# `openautolayout render`). Safe to run again.
set -euo pipefail
need=()
python3 -c "import scipy" 2>/dev/null || need+=(scipy)
python3 -c "import kiwisolver" 2>/dev/null || need+=(kiwisolver)
if [ ${#need[@]} -gt 0 ]; then
  python3 -m pip install --quiet --disable-pip-version-check "${need[@]}"
fi
if ! command -v rsvg-convert >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq librsvg2-bin >/dev/null
fi
