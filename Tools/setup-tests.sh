#!/usr/bin/env bash
# Installs what the tests' live checks and CI need besides Swift. Safe to run again: it
# installs only what is missing. The main job (`swift run openautolayout gallery`) and a plain
# `swift test` need none of it; `.ci/run` runs this, then the tests with
# OPENAUTOLAYOUT_LIVE_ORACLES=1.
# - scipy (pip): the LP oracle of the solver's differential test (Tools/oracle/lexlp.py).
# - kiwisolver (pip): the solver benchmark's reference.
# - fonttools and uharfbuzz (pip): the text tests' oracle (Tools/fonts/reference_widths.py) and
#   the check that the generated font tables are up to date (Tools/fonts/extract_metrics.py).
# - fonts-dejavu-core and fontconfig (Debian): the font files those two scripts read.
# - librsvg2-bin (Debian): rsvg-convert, for the tests of PNG output.
# - selenium (pip), chromium and chromium-driver (Debian): the playground's and the gallery's
#   browser tests (Tools/browser/playground_test.py, Tools/browser/gallery_test.py).
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

debian=()
# fc-match falls back to another font when DejaVu is missing: check the families it found.
has_dejavu() {
  command -v fc-match >/dev/null || return 1
  fc-match -f '%{family}' 'DejaVu Sans:bold' | grep -q 'DejaVu Sans' || return 1
  fc-match -f '%{family}' 'DejaVu Sans Mono' | grep -q 'DejaVu Sans Mono'
}
has_dejavu || debian+=(fonts-dejavu-core fontconfig)
command -v rsvg-convert >/dev/null 2>&1 || debian+=(librsvg2-bin)
{ command -v chromium && command -v chromedriver; } >/dev/null 2>&1 || debian+=(chromium chromium-driver)
if [ ${#debian[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debian[@]}" >/dev/null
fi
