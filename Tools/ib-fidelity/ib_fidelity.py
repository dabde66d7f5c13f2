#!/usr/bin/env python3
"""Measure how faithfully `openautolayout frames` lays out real Interface Builder documents.

For every document of a corpus (kept outside the repository, described by a manifest), the
tool runs `openautolayout frames --json --content-size document` (with `--mode canvas` when the
command offers it; `--content-size measured` measures text and images instead), reads the
frames Interface Builder stored in the XML, and compares them view by view, in superview
coordinates, by Interface Builder id. It writes a Markdown summary
and, optionally, a JSON file with every unit and every mismatching view.

Standard library only. See README.md beside this file.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

TOLERANCE = 0.5
ATTRIBUTES = ("x", "y", "width", "height")

# Elements that hold a frame but are not views of a unit (bar items, navigation items, …).
NON_VIEW_ELEMENTS = {"navigationItem", "barButtonItem", "tabBarItem", "segue", "simulatedMetricsContainer"}
CONTROLLER_ELEMENTS = {
    "viewController", "tableViewController", "collectionViewController", "navigationController",
    "tabBarController", "splitViewController", "pageViewController", "hostingController",
    "avPlayerViewController", "glkViewController",
}
CELL_ELEMENTS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}
# Elements the CLI lays out as stand-ins (plain views sized by their stored frames): the kinds
# OpenUIKit does not model as views of their own (LayoutSpec's ViewKindTable).
STAND_IN_ELEMENTS = {"colorWell", "navigationBar", "toolbar", "tabBar"}
WARNING_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): warning: (?P<message>.*)$")


# MARK: - The document's own view of itself


class StoredView:
    """A view element of the XML with the frame Interface Builder stored for it."""

    def __init__(self, element, parent_id, depth):
        self.id = element.get("id")
        self.element = element.tag
        self.custom_class = element.get("customClass")
        self.parent_id = parent_id
        self.depth = depth
        self.misplaced = element.get("misplaced") == "YES"
        self.ambiguous = element.get("ambiguous") == "YES"
        self.fixed_frame = element.get("fixedFrame") == "YES"
        self.fixed_frame_ancestor = False
        self.autoresizing = element.get("translatesAutoresizingMaskIntoConstraints") != "NO"
        self.hidden = element.get("hidden") == "YES"
        self.has_constraints = any(child.tag == "constraints" and len(child) > 0 for child in element)
        self.frame = None
        for child in element:
            if child.tag == "rect" and child.get("key") == "frame":
                self.frame = {name: float(child.get(name, "0")) for name in ATTRIBUTES}
        self.flagged_ancestor = False


class StoredDocument:
    """What the XML says: views with stored frames, units, containers and Xcode's flags."""

    def __init__(self, path):
        self.path = path
        self.tree = ET.parse(path)
        root = self.tree.getroot()
        self.tools_version = root.get("toolsVersion", "")
        self.is_storyboard = "Storyboard" in root.get("type", "")
        self.device = None
        for child in root:
            if child.tag == "device":
                self.device = child.get("id")
        self.views = {}
        self._collect(root, None, 0, False)
        self.container_of = self._containers(root)
        self.unit_ids = self._units(root)

    def _collect(self, element, parent_id, depth, flagged, fixed=False):
        view = None
        if element.get("id") and element.tag not in NON_VIEW_ELEMENTS and element.tag not in CONTROLLER_ELEMENTS:
            candidate = StoredView(element, parent_id, depth)
            if candidate.frame is not None:
                candidate.flagged_ancestor = flagged
                candidate.fixed_frame_ancestor = fixed
                self.views[candidate.id] = candidate
                view = candidate
        next_parent = view.id if view else parent_id
        next_flagged = flagged or bool(view and (view.misplaced or view.ambiguous))
        next_fixed = fixed or bool(view and view.fixed_frame)
        for child in element:
            self._collect(child, next_parent, depth + (1 if view else 0), next_flagged, next_fixed)

    def _containers(self, root):
        """Maps a controller id to 'navigation', 'tab', 'navigation+tab' or nothing."""
        relationship = {}
        kinds = {}
        for element in root.iter():
            if element.tag in CONTROLLER_ELEMENTS and element.get("id"):
                kinds[element.get("id")] = element.tag
                for segue in element.iter("segue"):
                    if segue.get("kind") == "relationship":
                        relationship.setdefault(segue.get("destination"), set()).add(element.get("id"))
        result = {}
        for controller in kinds:
            found = set()
            frontier = [controller]
            seen = set()
            while frontier:
                current = frontier.pop()
                for parent in relationship.get(current, ()):
                    if parent in seen:
                        continue
                    seen.add(parent)
                    if kinds.get(parent) == "navigationController":
                        found.add("navigation")
                    elif kinds.get(parent) == "tabBarController":
                        found.add("tab")
                    frontier.append(parent)
            result[controller] = "+".join(sorted(found)) if found else "none"
        return result

    def _units(self, root):
        """Ids of what the CLI lays out as units: controllers with a view, top-level views, cells."""
        units = []
        for element in root.iter():
            if element.tag in CONTROLLER_ELEMENTS and element.get("id"):
                if any(child.get("key") == "view" for child in element):
                    units.append(element.get("id"))
            elif element.tag in CELL_ELEMENTS and element.get("id"):
                units.append(element.get("id"))
        if not self.is_storyboard:
            for objects in root.iter("objects"):
                for child in objects:
                    if child.get("id") in self.views and child.tag not in CELL_ELEMENTS:
                        units.append(child.get("id"))
        return list(dict.fromkeys(units))


# MARK: - Running the command


def cli_supports_canvas(cli):
    """Whether `frames` offers `--mode` with a canvas value."""
    result = subprocess.run(cli + ["frames", "--help"], capture_output=True, text=True, timeout=120)
    text = result.stdout + result.stderr
    return "--mode" in text and "canvas" in text


def run_frames(cli, path, extra, timeout, unit=None):
    arguments = cli + ["frames", "--json"] + extra + [path]
    if unit:
        arguments += ["--unit", unit]
    try:
        result = subprocess.run(arguments, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "units": [], "warnings": [], "stderr": ""}
    warnings = []
    other = []
    for line in result.stderr.splitlines():
        match = WARNING_LINE.match(line)
        if match:
            warnings.append(match.group("message"))
        elif line.strip():
            other.append(line)
    units = []
    if result.returncode == 0:
        try:
            units = json.loads(result.stdout).get("units", [])
        except json.JSONDecodeError:
            return {"status": "bad-json", "units": [], "warnings": warnings, "stderr": "\n".join(other)}
    if result.returncode < 0 or result.returncode >= 128:
        status = "crash"
    elif result.returncode != 0:
        status = "error"
    else:
        status = "ok"
    return {"status": status, "units": units, "warnings": warnings, "stderr": "\n".join(other),
            "returncode": result.returncode}


def warning_kind(message):
    """A warning's message with ids, names and numbers taken out, to count kinds."""
    kind = re.sub(r"'[^']*'", "'…'", message)
    kind = re.sub(r"\d+(\.\d+)?", "N", kind)
    return kind


# MARK: - Comparing


def tools_bucket(tools_version):
    try:
        value = float(tools_version)
    except ValueError:
        return "unknown"
    return "%dxxx" % (int(value) // 1000)


def compare_document(entry, stored, run):
    """Compares every laid-out view with its stored frame; returns unit records."""
    records = []
    for unit in run["units"]:
        views = unit.get("views", [])
        unit_views = [stored.views.get(view["id"]) for view in views]
        record = {
            "file": entry["file"], "repo": entry.get("repo", ""), "unit": unit.get("id"),
            "kind": unit.get("kind"), "device": unit.get("device"), "stored_device": stored.device,
            "container": stored.container_of.get(unit.get("id"), "none"),
            "tools": stored.tools_version, "tools_bucket": tools_bucket(stored.tools_version),
            "has_constraints": any(view is not None and view.has_constraints for view in unit_views),
            "views": [],
        }
        for index, view in enumerate(views):
            stored_view = stored.views.get(view["id"])
            if stored_view is None:
                continue
            laid_out = view["frame"]
            deltas = {name: laid_out[name] - stored_view.frame[name] for name in ATTRIBUTES}
            off = [name for name in ATTRIBUTES if abs(deltas[name]) > TOLERANCE]
            record["views"].append({
                "id": view["id"], "class": view.get("class"), "element": stored_view.element,
                "root": index == 0, "flagged": stored_view.misplaced or stored_view.ambiguous,
                "misplaced": stored_view.misplaced, "ambiguous": stored_view.ambiguous,
                "flagged_ancestor": stored_view.flagged_ancestor,
                "autoresizing": stored_view.autoresizing, "stand_in": stored_view.element in STAND_IN_ELEMENTS,
                "stored": stored_view.frame, "laid_out": laid_out,
                "deltas": deltas, "off": off, "match": not off,
                "fixed_frame": stored_view.fixed_frame, "fixed_frame_ancestor": stored_view.fixed_frame_ancestor,
            })
        tag_causes(record)
        records.append(record)
    return records


def tag_causes(record):
    """Gives each mismatching view the first likely cause, by rules that need no layout insight.

    The rules are heuristics for sorting, not diagnoses: a view the unit's resized root drags
    along is counted under the root's cause even when it has a second problem.
    """
    views = record["views"]
    root = views[0] if views else None
    root_resized = bool(root) and any(name in root["off"] for name in ("width", "height"))
    for view in views:
        if view["match"]:
            view["cause"] = None
        elif view["fixed_frame"]:
            view["cause"] = "view without constraints (fixedFrame) not kept at its stored frame"
        elif view["fixed_frame_ancestor"]:
            view["cause"] = "inside a view without constraints (fixedFrame)"
        elif root_resized:
            kind = record.get("kind")
            if kind in ("cell", "view"):
                view["cause"] = "xib view or cell laid out at the device's width, not its stored size"
            else:
                view["cause"] = "scene laid out on a device whose size differs from the stored canvas"
        elif view["stand_in"]:
            view["cause"] = "stand-in control (class not modelled)"
        elif view["off"] == ["y"]:
            view["cause"] = "vertical offset only (status bar, bars or safe-area top differ)"
        else:
            view["cause"] = "other"


# MARK: - Reporting


def percent(part, whole):
    return "%.1f %%" % (100.0 * part / whole) if whole else "n/a"


def table(rows, header):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        lines.append("| " + " | ".join(str(cell) for cell in row) + " |")
    return "\n".join(lines)


def breakdown(views, key):
    """Rows of (key, compared, matching, share, mismatching) sorted by mismatches."""
    totals = collections.Counter()
    matches = collections.Counter()
    for view in views:
        value = key(view)
        totals[value] += 1
        matches[value] += view["match"]
    rows = [(value, totals[value], matches[value], percent(matches[value], totals[value]),
             totals[value] - matches[value]) for value in totals]
    rows.sort(key=lambda row: (-row[4], -row[1], str(row[0])))
    return rows


# The two causes that mean "the unit was laid out at a size other than its stored canvas" both say "device".
SIZE_CAUSE_MARK = "device"


def summarize(documents, units, mode_note):
    lines = ["# Interface Builder fidelity", "", mode_note, ""]
    compared_units = [unit for unit in units if unit["laid_out"]]
    constrained = [unit for unit in units if unit["has_constraints"]]
    constrained_ok = [unit for unit in constrained if unit["laid_out"]]
    all_views = [view for unit in compared_units for view in unit["views"]]
    unflagged = [view for view in all_views if not view["flagged"]]
    strict = [view for view in unflagged if not view["flagged_ancestor"]]
    constrained_views = [view for unit in constrained_ok for view in unit["views"] if not view["flagged"]]
    # Units none of whose views is off because the unit was laid out at another size than the stored canvas.
    same_size = [view for unit in compared_units
                 if not any(SIZE_CAUSE_MARK in (view["cause"] or "") for view in unit["views"] if not view["flagged"])
                 for view in unit["views"] if not view["flagged"]]
    same_size_units = sum(1 for unit in compared_units
                          if not any(SIZE_CAUSE_MARK in (view["cause"] or "")
                                     for view in unit["views"] if not view["flagged"]))
    lines.append("## Figures")
    lines.append("")
    lines.append(table([
        ("documents", len(documents)),
        ("documents the command loaded (exit 0)", sum(1 for d in documents if d["status"] == "ok")),
        ("units", len(units)),
        ("units with constraints", len(constrained)),
        ("units with constraints that loaded and laid out", "%d (%s)" % (
            len(constrained_ok), percent(len(constrained_ok), len(constrained)))),
        ("views compared (all)", len(all_views)),
        ("views matching within 0.5 pt (all)", "%d (%s)" % (
            sum(v["match"] for v in all_views), percent(sum(v["match"] for v in all_views), len(all_views)))),
        ("views compared, not flagged misplaced/ambiguous", len(unflagged)),
        ("… matching within 0.5 pt", "%d (%s)" % (
            sum(v["match"] for v in unflagged), percent(sum(v["match"] for v in unflagged), len(unflagged)))),
        ("… and no flagged ancestor: matching", "%d of %d (%s)" % (
            sum(v["match"] for v in strict), len(strict), percent(sum(v["match"] for v in strict), len(strict)))),
        ("… in units with constraints: matching", "%d of %d (%s)" % (
            sum(v["match"] for v in constrained_views), len(constrained_views),
            percent(sum(v["match"] for v in constrained_views), len(constrained_views)))),
        ("… excluding each unit's root view: matching", "%d of %d (%s)" % (
            sum(v["match"] for v in unflagged if not v["root"]), sum(1 for v in unflagged if not v["root"]),
            percent(sum(v["match"] for v in unflagged if not v["root"]), sum(1 for v in unflagged if not v["root"])))),
        ("… in the %d units laid out at their stored size: matching" % same_size_units, "%d of %d (%s)" % (
            sum(v["match"] for v in same_size), len(same_size),
            percent(sum(v["match"] for v in same_size), len(same_size)))),
        ("views flagged misplaced / ambiguous (left out)", "%d / %d" % (
            sum(v["misplaced"] for v in all_views), sum(v["ambiguous"] for v in all_views))),
    ], ("measure", "value")))
    lines.append("")
    lines.append("## Mismatches by likely cause")
    lines.append("")
    causes = collections.Counter(view["cause"] for view in unflagged if not view["match"])
    lines.append(table(causes.most_common(), ("cause (first rule that applies)", "views")))
    lines.append("")
    sections = [
        ("By view class", lambda v: v["class"]),
        ("By element", lambda v: v["element"]),
        ("By attribute off (x / y / width / height)", None),
        ("By unit kind", "kind"),
        ("By container", "container"),
        ("By toolsVersion", "tools_bucket"),
        ("By layout (constraints or autoresizing)", lambda v: "autoresizing" if v["autoresizing"] else "constraints"),
        ("Root views and the rest", lambda v: "root view" if v["root"] else "subview"),
    ]
    unit_of = {}
    for unit in compared_units:
        for view in unit["views"]:
            unit_of[id(view)] = unit
    for title, key in sections:
        lines.append("## " + title)
        lines.append("")
        if key is None:
            counts = collections.Counter(name for view in unflagged for name in view["off"])
            lines.append(table([(name, counts[name]) for name in ATTRIBUTES], ("attribute", "views off by > 0.5 pt")))
        else:
            getter = key if callable(key) else (lambda v, k=key: unit_of[id(v)][k])
            rows = breakdown(unflagged, getter)[:20]
            lines.append(table(rows, ("value", "compared", "matching", "share", "mismatching")))
        lines.append("")
    failures = [d for d in documents if d["status"] != "ok"]
    lines.append("## Documents the command did not lay out")
    lines.append("")
    if failures:
        lines.append(table([(d["file"], d["status"], (d["stderr"].splitlines() or [""])[0][:160]) for d in failures],
                           ("document", "status", "first line of the error")))
    else:
        lines.append("None.")
    lines.append("")
    failed_units = [u for u in units if not u["laid_out"]]
    if failed_units:
        lines.append("Units of those documents, tried one by one:")
        lines.append("")
        lines.append(table([(u["file"], u["unit"], u["status"], u.get("error", "")[:120]) for u in failed_units],
                           ("document", "unit", "status", "error")))
        lines.append("")
    warnings = collections.Counter()
    for document in documents:
        for message in document["warnings"]:
            warnings[warning_kind(message)] += 1
    lines.append("## Loader warnings (by kind)")
    lines.append("")
    lines.append(table(warnings.most_common(25), ("warning", "count")) if warnings else "None.")
    lines.append("")
    lines.append("## Largest mismatches (not flagged)")
    lines.append("")
    worst = sorted((v for v in unflagged if not v["match"]),
                   key=lambda v: -max(abs(d) for d in v["deltas"].values()))[:40]
    lines.append(table([(unit_of[id(v)]["file"], unit_of[id(v)]["unit"], v["id"], v["class"], ",".join(v["off"]),
                         " ".join("%s%+g" % (n[0], round(v["deltas"][n], 2)) for n in v["off"])) for v in worst],
                       ("document", "unit", "view", "class", "off", "deltas")))
    lines.append("")
    return "\n".join(lines)


# MARK: - Main


def load_manifest(corpus):
    path = os.path.join(corpus, "manifest.json")
    if os.path.exists(path):
        with open(path) as handle:
            return json.load(handle)["documents"]
    documents = []
    folder = os.path.join(corpus, "docs")
    for name in sorted(os.listdir(folder)):
        if name.endswith((".storyboard", ".xib")):
            documents.append({"file": name})
    return documents


def build_manifest(corpus, sources):
    """Writes manifest.json from a tab-separated list: file, repo, path, commit, size."""
    entries = []
    with open(sources) as handle:
        for line in handle:
            if not line.strip():
                continue
            name, repo, path, commit, size = line.rstrip("\n").split("\t")
            root = ET.parse(os.path.join(corpus, "docs", name)).getroot()
            entries.append({"file": name, "repo": repo, "path": path, "commit": commit,
                            "toolsVersion": root.get("toolsVersion", ""), "size": int(size),
                            "kind": "storyboard" if "Storyboard" in root.get("type", "") else "xib"})
    with open(os.path.join(corpus, "manifest.json"), "w") as handle:
        json.dump({"documents": entries}, handle, indent=2)
        handle.write("\n")
    print("manifest.json: %d documents" % len(entries))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="/work/ib-corpus", help="folder with manifest.json and docs/")
    default_cli = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build", "debug",
                               "openautolayout")
    parser.add_argument("--cli", default=default_cli, help="the openautolayout executable")
    parser.add_argument("--mode", choices=("auto", "canvas", "none"), default="auto",
                        help="auto: pass --mode canvas when the command offers it")
    parser.add_argument("--content-size", choices=("document", "measured"), default="document",
                        help="document: each content view's stored size is its intrinsic size; "
                             "measured: text and images measured by the tool")
    parser.add_argument("--timeout", type=int, default=120, help="seconds per command")
    parser.add_argument("--report", default="-", help="Markdown summary file ('-' prints it)")
    parser.add_argument("--details", help="JSON file with every unit and view compared")
    parser.add_argument("--build-manifest", metavar="SOURCES_TSV",
                        help="write the corpus's manifest.json from a TSV (file, repo, path, commit, size) and stop")
    arguments = parser.parse_args()
    if arguments.build_manifest:
        build_manifest(arguments.corpus, arguments.build_manifest)
        return 0
    cli = [os.path.abspath(arguments.cli)]
    extra = ["--content-size", arguments.content_size]
    if arguments.mode == "canvas" or (arguments.mode == "auto" and cli_supports_canvas(cli)):
        extra += ["--mode", "canvas"]
    mode_note = ("Laid out with `%s`, compared with the stored frames "
                 "(tolerance %.1f pt in superview coordinates)." % (
                     " ".join(["frames", "--json"] + extra), TOLERANCE))
    documents = []
    units = []
    for entry in load_manifest(arguments.corpus):
        path = os.path.join(arguments.corpus, "docs", entry["file"])
        try:
            stored = StoredDocument(path)
        except ET.ParseError as error:
            documents.append({"file": entry["file"], "status": "bad-xml", "stderr": str(error), "warnings": []})
            continue
        run = run_frames(cli, path, extra, arguments.timeout)
        documents.append({"file": entry["file"], "status": run["status"], "stderr": run["stderr"],
                          "warnings": run["warnings"], "tools": stored.tools_version})
        records = compare_document(entry, stored, run)
        if run["status"] != "ok":
            for unit_id in stored.unit_ids:
                single = run_frames(cli, path, extra, arguments.timeout, unit=unit_id)
                unit_records = compare_document(entry, stored, single)
                if single["status"] == "ok" and unit_records:
                    records.extend(unit_records)
                else:
                    views = [stored.views.get(unit_id)]
                    records.append({"file": entry["file"], "repo": entry.get("repo", ""), "unit": unit_id,
                                    "status": single["status"], "error": (single["stderr"].splitlines() or [""])[0],
                                    "has_constraints": any(v is not None and v.has_constraints for v in views)
                                    or any(v.has_constraints for v in stored.views.values()),
                                    "laid_out": False, "views": [], "container": "none",
                                    "tools_bucket": tools_bucket(stored.tools_version), "kind": "unknown"})
        listed = {record["unit"] for record in records}
        if run["status"] == "ok":
            for unit_id in stored.unit_ids:
                if unit_id not in listed:
                    views = [stored.views.get(unit_id)]
                    records.append({"file": entry["file"], "repo": entry.get("repo", ""), "unit": unit_id,
                                    "status": "not-listed", "error": "the command listed no such unit",
                                    "has_constraints": False, "laid_out": False, "views": [],
                                    "container": "none", "tools_bucket": tools_bucket(stored.tools_version),
                                    "kind": "unknown"})
        for record in records:
            record.setdefault("laid_out", True)
            record.setdefault("status", "ok")
        units.extend(records)
    report = summarize(documents, units, mode_note)
    if arguments.report == "-":
        print(report)
    else:
        with open(arguments.report, "w") as handle:
            handle.write(report + "\n")
    if arguments.details:
        with open(arguments.details, "w") as handle:
            json.dump({"documents": documents, "units": units}, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
