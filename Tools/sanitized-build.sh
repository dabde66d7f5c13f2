# The address-sanitized debug build that the test command (`OPENAUTOLAYOUT_SANITIZE=address
# Tools/test.sh`) and the fuzzers (`Tools/fuzz.sh`) share, sourced by both: AddressSanitizer on
# every Swift and C target, plus the coverage instrumentation libFuzzer reads (the set
# `-sanitize=fuzzer` adds), into a scratch directory of its own so the normal `.build` is left
# alone. Outside a fuzzer the instrumentation's callbacks are the sanitizer runtime's no-ops, so
# the same objects link into the test executable and, with libFuzzer, into each harness
# (docs/reliability.md, "How it is built").
sanitized_scratch=.build-asan
sanitized_swiftpm=(
  --scratch-path "$sanitized_scratch" --sanitize=address
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
)
# Leak detection with the suppressions of the toolchain's own leaks (the file says which).
sanitized_suppressions=$PWD/Fuzz/lsan-suppressions.txt
