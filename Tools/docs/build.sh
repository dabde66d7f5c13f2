#!/usr/bin/env bash
# Builds the DocC documentation of the library targets (all of them, or those named as
# arguments) with swift-docc-plugin, warnings as errors, into .build/docs/<Target>.doccarchive,
# then checks DocC's documentation-coverage report: each module must give at least 95 % of its
# public symbols an abstract (Tools/docs/coverage.py). Works offline; `.ci/run` runs it.
# Flags: compiler-synthesized members (Equatable's !=, Hashable's hashValue …) are left out, and
# the remaining synthesized initializers (Codable's init(from:), RawRepresentable's
# init(rawValue:)) show the standard library's documentation of the requirement they implement.
set -euo pipefail
cd "$(dirname "$0")/../.."
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(Cassowary OpenAutoLayout OpenSnapKit OpenUIKit LayoutSpec InterfaceBuilder LayoutRendering)
fi
output=.build/docs
mkdir -p "$output"
target_arguments=()
for target in "${targets[@]}"; do
  target_arguments+=(--target "$target")
  rm -rf "$output/$target.doccarchive"
done
# The plugin writes one target's archive at the output path itself, several into it.
archive_path=$output
[ ${#targets[@]} -eq 1 ] && archive_path=$output/${targets[0]}.doccarchive
swift package --disable-sandbox generate-documentation "${target_arguments[@]}" \
  --experimental-skip-synthesized-symbols --enable-inherited-docs --warnings-as-errors \
  --experimental-documentation-coverage --coverage-summary-level brief --output-path "$archive_path"
python3 Tools/docs/coverage.py "$output" 95 "${targets[@]}"
