"""Reads the documentation-coverage.json that DocC writes into each archive and prints, per
module, how many of its symbols (the module page itself left out) have an abstract; exits 1
when a module is below the threshold.

Usage: coverage.py ARCHIVE_DIRECTORY THRESHOLD_PERCENT TARGET...
"""

import json
import sys
from pathlib import Path


def abstract_coverage(archive: Path) -> tuple[int, int, list[str]]:
    entries = json.loads((archive / "documentation-coverage.json").read_text())
    symbols = [
        entry
        for entry in entries
        if entry["kind"]["isSymbol"] and entry["kind"]["id"] != "org.swift.docc.kind.module"
    ]
    missing = [entry["referencePath"].split("/documentation/", 1)[-1] for entry in symbols if not entry["hasAbstract"]]
    return len(symbols) - len(missing), len(symbols), missing


def main() -> int:
    directory, threshold, targets = Path(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
    failed = []
    for target in targets:
        documented, total, missing = abstract_coverage(directory / f"{target}.doccarchive")
        percent = 100 * documented / total if total else 100
        print(f"{target}: {documented}/{total} symbols with an abstract ({percent:.1f} %)")
        for path in missing:
            print(f"  no abstract: {path}")
        if percent < threshold:
            failed.append(target)
    if failed:
        print(f"documentation coverage below {threshold:g} %: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
