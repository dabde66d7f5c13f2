#!/usr/bin/env bash
# Installs the project's non-Swift needs. Safe to run again.
# - scipy: the LP oracle of the solver's differential test; kiwisolver: the benchmark's reference.
# - fonttools: reads the DejaVu fonts (Tools/fonts/extract_metrics.py, and the text tests' oracle);
#   uharfbuzz: HarfBuzz, the text tests' independent width oracle (Tools/fonts/reference_widths.py).
# - fonts-dejavu-core (Debian): the font files themselves, installed only when missing.
# - librsvg2-bin (Debian): rsvg-convert, PNG output of `openautolayout render`, when missing.
# - selenium (pip), chromium and chromium-driver (Debian): the playground's browser test
#   (Tools/browser/playground_test.py), each only when missing.
set -euo pipefail
need=()
python3 -c "import scipy" 2>/dev/null || need+=(scipy)
python3 -c "import kiwisolver" 2>/dev/null || need+=(kiwisolver)
python3 -c "import fontTools" 2>/dev/null || need+=(fonttools)
python3 -c "import uharfbuzz" 2>/dev/null || need+=(uharfbuzz)
python3 -c "import selenium" 2>/dev/null || need+=(selenium)
if [ ${#need[@]} -gt 0 ]; then
  python3 -m pip install --quiet --disable-pip-version-check "${need[@]}"
fi
# fc-match falls back to another font when DejaVu is missing: check the families it found.
has_dejavu() {
  command -v fc-match >/dev/null || return 1
  fc-match -f '%{family}' 'DejaVu Sans:bold' | grep -q 'DejaVu Sans' || return 1
  fc-match -f '%{family}' 'DejaVu Sans Mono' | grep -q 'DejaVu Sans Mono'
}
if ! has_dejavu; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core fontconfig >/dev/null
fi
if ! command -v rsvg-convert >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq librsvg2-bin >/dev/null
fi
if ! { command -v chromium && command -v chromedriver; } >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi
