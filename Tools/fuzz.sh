#!/usr/bin/env bash
# Builds (when needed) and runs one libFuzzer target, with AddressSanitizer and leak detection:
#
#   Tools/fuzz.sh TARGET [SECONDS] [libFuzzer options...]   run for SECONDS (default 60)
#   Tools/fuzz.sh TARGET build                             only build
#
# TARGET is visual-format, solver, spec, interface-builder or playground; the harnesses are
# Fuzz/Targets/*.swift. How it builds (docs/reliability.md): SwiftPM compiles the library
# modules a harness needs with ASan and libFuzzer's coverage instrumentation, in the debug
# build the address-sanitized test run shares (Tools/sanitized-build.sh, .build-asan), or with
# FUZZ_CONFIGURATION=release optimised into .build-fuzz; the normal .build is untouched. Then
# swiftc compiles the harness against those modules and links it with their objects and
# libFuzzer. The playground harness compiles the playground's state and layout sources into
# itself instead of linking LayoutPlayground, which would bring the HTTP server's dependencies.
#
# The corpus grows in .build-fuzz/corpus/TARGET, seeded from Fuzz/Corpus/TARGET (and
# Examples/ for spec, the Interface Builder test fixtures for interface-builder). A crash,
# hang (an input running over FUZZ_TIMEOUT seconds, see below), leak or sanitizer report stops the run, leaves
# the input in .build-fuzz/findings/TARGET/ and makes the script fail.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Tools/fuzz.sh TARGET [SECONDS|build] [libFuzzer options...]}
seconds=${2:-60}
shift $(($# < 2 ? $# : 2))

core=(Cassowary)
seeds=()
case $target in
  solver) harness=SolverFuzzer; modules=("${core[@]}") ;;
  visual-format) harness=VisualFormatFuzzer; modules=(Cassowary OpenAutoLayout) ;;
  spec | interface-builder | playground)
    modules=(Cassowary OpenAutoLayout OpenUIKit OpenSnapKit InterfaceBuilder CYaml Yams LayoutSpec)
    case $target in
      spec) harness=SpecLoaderFuzzer; seeds=(Examples) ;;
      interface-builder) harness=InterfaceBuilderFuzzer; seeds=(Tests/LayoutSpecTests/Fixtures/InterfaceBuilder) ;;
      playground) harness=PlaygroundFuzzer; modules+=(LayoutRendering) ;;
    esac
    ;;
  *) echo "unknown target '$target': visual-format, solver, spec, interface-builder or playground" >&2; exit 2 ;;
esac

# FUZZ_CONFIGURATION=release builds optimised modules (a longer build, many more executions
# per second); the default is debug, the address-sanitized build the test command shares.
configuration=${FUZZ_CONFIGURATION:-debug}
source Tools/sanitized-build.sh
if [ "$configuration" = debug ]; then
  scratch=$sanitized_scratch
  swiftpm=("${sanitized_swiftpm[@]}")
else
  scratch=.build-fuzz
  swiftpm=(--scratch-path "$scratch" -c "$configuration" -Xswiftc -sanitize=fuzzer,address)
fi
# The last module listed is the one whose build brings the others (LayoutRendering does not
# depend on LayoutSpec, so the playground builds both).
swift build "${swiftpm[@]}" --target "${modules[-1]}"
[ "$target" = playground ] && swift build "${swiftpm[@]}" --target LayoutSpec
bin=$(swift build "${swiftpm[@]}" --show-bin-path)

sources=(Fuzz/Support/*.swift "Fuzz/Targets/$harness.swift")
[ "$target" = playground ] && sources+=(Sources/LayoutPlayground/State/*.swift Sources/LayoutPlayground/Layout/*.swift)
objects=()
for module in "${modules[@]}"; do mapfile -t -O "${#objects[@]}" objects < <(find "$bin/$module.build" -name '*.o'); done
binary=$scratch/fuzzers/$configuration/$harness
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" "${objects[@]}" -newer "$binary" | head -1)" ]; then
  mkdir -p "$scratch/fuzzers/$configuration"
  # The package name lets the playground's sources see the package-level API, as in SwiftPM.
  package=$(grep -o '"-module-name","Cassowary".*' "$scratch/$configuration.yaml" | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4)
  yams_include=$(find "$scratch/checkouts/Yams/Sources/CYaml/include" -maxdepth 0 2>/dev/null || true)
  optimisation=-Onone
  [ "$configuration" = release ] && optimisation=-O
  swiftc -sanitize=fuzzer,address -parse-as-library -g "$optimisation" -module-name "$harness" -package-name "$package" \
    -I "$bin/Modules" ${yams_include:+-I "$yams_include"} "${sources[@]}" "${objects[@]}" -lm -o "$binary" \
    2> >(grep -v "Cannot export local symbol" >&2)
fi
[ "$seconds" = build ] && exit 0

corpus=.build-fuzz/corpus/$target
findings=.build-fuzz/findings/$target/
mkdir -p "$corpus" "$findings"
# One input that runs longer than this is a hang. A debug build of a target that lays out whole
# screens needs more: a large example takes seconds there on two busy cores.
timeout=1
[ "$configuration" = debug ] && [ "${#modules[@]}" -gt 2 ] && timeout=10
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$sanitized_suppressions:print_suppressions=0}
"$binary" "$corpus" "Fuzz/Corpus/$target" "${seeds[@]}" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-$timeout}" \
  -detect_leaks=1 -artifact_prefix="$findings" -print_final_stats=1 "$@"
