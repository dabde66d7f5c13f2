#!/usr/bin/env bash
# Big and deep inputs (docs/reliability.md): builds the release CLI, writes deep, wide,
# constrained and mostly ambiguous specs (YAML and JSON) and Interface Builder documents of
# several sizes with Tools/big-inputs/make_inputs.py, and times `frames`, `render`, `explain`
# and `check` on each;
# then compiles Tools/big-inputs/DeepTree.swift against the release modules and times a chain
# of views built in code (deeper than a spec may nest) through the same steps. Each size comes
# with its double, to show how the time grows.
# Prints one line per command: input, size in bytes, seconds, peak memory, exit status.
#
#   Tools/big-inputs.sh [--quick]      (--quick: the smaller sizes only)
#
# Needs python3 and GNU time (`apt-get install -y time`). OPENAUTOLAYOUT_BIN picks another
# binary; BIG_INPUTS_SCRATCH another scratch directory for the release build (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3; }
[[ -x /usr/bin/time ]] || { apt-get update -qq && apt-get install -y -qq time; }
swiftpm=(-c release --scratch-path "${BIG_INPUTS_SCRATCH:-.build}")
if [[ -z "${OPENAUTOLAYOUT_BIN:-}" ]]; then
    swift build "${swiftpm[@]}" --product openautolayout >&2
    OPENAUTOLAYOUT_BIN="$(swift build "${swiftpm[@]}" --show-bin-path)/openautolayout"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
make=(python3 Tools/big-inputs/make_inputs.py)
if [[ "${1:-}" == "--quick" ]]; then
    deep=(250 500 1000); wide=("10 100" "10 1000"); xib=(1000 2000); code=(1000 2000)
else
    deep=(250 500 1000 1001); wide=("10 1000" "50 1000" "100 1000"); xib=(3000 6000); code=(5000 10000 20000)
fi
measure() { # name file view
    local name="$1" file="$2" view="$3" size
    size=$(stat -c %s "$file")
    for command in frames render explain check; do
        local args=("$command" "$file")
        [[ "$command" == render ]] && args+=(-o "$work/out.svg")
        [[ "$command" == explain ]] && args+=("$view")
        local status=0
        /usr/bin/time -f "%e %M" -o "$work/time" "$OPENAUTOLAYOUT_BIN" "${args[@]}" >"$work/out" 2>"$work/err" || status=$?
        read -r seconds kib < <(tail -n 1 "$work/time") || true
        printf '%-24s %10s bytes  %-8s %8ss %7s MiB  exit %s\n' "$name" "$size" "$command" "${seconds##* }" \
            "$(( ${kib:-0} / 1024 ))" "$status"
        if [[ $status -ne 0 && $status -ne 1 ]]; then head -c 300 "$work/err"; echo; fi
    done
}
for n in "${deep[@]}"; do
    "${make[@]}" deep "$n" "$work/deep$n.yaml"
    measure "deep $n" "$work/deep$n.yaml" "v$((n - 1))"
done
for size in "${wide[@]}"; do
    read -r c k <<<"$size"
    "${make[@]}" wide "$c" "$k" "$work/wide.yaml"
    measure "wide ${c}x${k} yaml" "$work/wide.yaml" "c0v0"
    "${make[@]}" wide "$c" "$k" "$work/wide.json"
    measure "wide ${c}x${k} json" "$work/wide.json" "c0v0"
    "${make[@]}" constrained "$c" "$k" "$work/constrained.yaml"
    measure "constrained ${c}x${k}" "$work/constrained.yaml" "c0v0"
    "${make[@]}" ambiguous "$c" "$k" "$work/ambiguous.yaml"
    measure "ambiguous ${c}x${k}" "$work/ambiguous.yaml" "c0v1"
done
for n in "${xib[@]}"; do
    "${make[@]}" xib "$n" "$work/views$n.xib"
    measure "xib $n views" "$work/views$n.xib" "v0"
done
# A chain built in code: the release modules' objects linked into DeepTree.
bin="$(swift build "${swiftpm[@]}" --show-bin-path)"
objects=()
for module in Cassowary OpenAutoLayout OpenUIKit LayoutRendering; do
    mapfile -t -O "${#objects[@]}" objects < <(find "$bin/$module.build" -name '*.o')
done
swiftc -O -parse-as-library -module-name DeepTree -I "$bin/Modules" Tools/big-inputs/DeepTree.swift "${objects[@]}" \
    -lm -o "$work/DeepTree"
for n in "${code[@]}"; do
    /usr/bin/time -f "deep $n in code  peak %M KiB, %e s in all" "$work/DeepTree" "$n"
done
