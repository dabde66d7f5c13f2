#!/usr/bin/env python3
"""Reads the detail files `ib_fidelity.py --details` writes.

    details.py mismatches DETAILS.json [--file TEXT] [--with-flagged-ancestors]
        the unflagged views that do not match, by document (most first), with their stored and
        laid-out frames and the attributes that are off

    details.py compare BEFORE.json AFTER.json
        the views that came to match and those that stopped matching between two runs of the
        same corpus (by document, unit and view id)

Standard library only.
"""

import argparse
import json
import sys


def load_units(path):
    with open(path) as handle:
        return json.load(handle)["units"]


def counted(view, with_flagged_ancestors):
    """Whether a view counts in the figures: not flagged, and (unless asked) no flagged ancestor."""
    if view["flagged"]:
        return False
    return with_flagged_ancestors or not view.get("flagged_ancestor")


def frame_text(frame):
    return "(%.2f, %.2f, %.2f, %.2f)" % (frame["x"], frame["y"], frame["width"], frame["height"])


def mismatches(arguments):
    by_document = {}
    for unit in load_units(arguments.details):
        if arguments.file and arguments.file not in unit["file"]:
            continue
        for view in unit.get("views", []):
            if counted(view, arguments.with_flagged_ancestors) and not view["match"]:
                by_document.setdefault(unit["file"], []).append((unit, view))
    for document, items in sorted(by_document.items(), key=lambda item: (-len(item[1]), item[0])):
        first = items[0][0]
        print("%s: %d views (tools %s, %s, stored device %s)" % (
            document, len(items), first.get("tools"), first.get("device"), first.get("stored_device")))
        for unit, view in items:
            print("  %s %s %s %s stored %s laid out %s off %s" % (
                unit["unit"], unit.get("kind"), view["id"], view.get("class"), frame_text(view["stored"]),
                frame_text(view["laid_out"]), ",".join(view["off"])))
    print("%d views in %d documents" % (sum(len(items) for items in by_document.values()), len(by_document)))
    return 0


def matches_by_view(path):
    result = {}
    for unit in load_units(path):
        for view in unit.get("views", []):
            if counted(view, False):
                result[(unit["file"], unit["unit"], view["id"])] = view["match"]
    return result


def compare(arguments):
    before, after = matches_by_view(arguments.before), matches_by_view(arguments.after)
    gained = sorted(key for key, match in after.items() if match and not before.get(key, False))
    lost = sorted(key for key, match in before.items() if match and not after.get(key, False))
    print("matching: %d of %d before, %d of %d after" % (
        sum(before.values()), len(before), sum(after.values()), len(after)))
    for title, keys in (("came to match", gained), ("stopped matching", lost)):
        print("%s: %d" % (title, len(keys)))
        for document, unit, view in keys:
            print("  %s %s %s" % (document, unit, view))
    return 1 if lost else 0


def main():
    parser = argparse.ArgumentParser(description="Reads ib_fidelity.py detail files.")
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("mismatches", help="the unflagged views that do not match")
    listing.add_argument("details")
    listing.add_argument("--file", help="only documents whose file name contains this text")
    listing.add_argument("--with-flagged-ancestors", action="store_true",
                         help="also list views inside a view Interface Builder flagged")
    listing.set_defaults(run=mismatches)
    comparing = commands.add_parser("compare", help="what changed between two runs; exit 1 if a view stopped matching")
    comparing.add_argument("before")
    comparing.add_argument("after")
    comparing.set_defaults(run=compare)
    arguments = parser.parse_args()
    return arguments.run(arguments)


if __name__ == "__main__":
    sys.exit(main())
