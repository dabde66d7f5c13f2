#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora into Fuzz/Corpus/<target>/ (run from the repository's
root; rerun after changing how a harness reads its bytes). Each seed is a valid or nearly valid
input in the layout that target's harness reads (Fuzz/Targets/*.swift)."""
import json
import pathlib
import shutil

root = pathlib.Path("Fuzz/Corpus")


def write(target, seeds):
    folder = root / target
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for index, seed in enumerate(seeds):
        (folder / f"seed-{index:02}").write_bytes(seed if isinstance(seed, bytes) else seed.encode())


# Visual Format: views a, b (in the root), c (in a), v1 (no superview), _x (not a view); metrics
# m = 20 (a Double), p = 8 (an Int), w absent; then the options (two raw bytes, two picks).
VIEWS = bytes([3, 0, 3, 0, 3, 1, 1, 2])
METRICS = bytes([2, 2, 148, 0, 1, 2, 2, 136, 0, 0, 0])
formats = [
    (0, "H:|-[a]-[b]-|"),
    (0, "V:|-m-[a(>=p)]-(==20@750)-[b(==a)]|"),
    (0, "|[a]|"),
    (0, "H:|-[c]-|"),
    (0, "[a]-[b]-[c]"),
    (0, "H:[a(100@250)]"),
    (0, "V:|[a]-p-[b(a)]-|"),
    (0, "|-(>=8,<=m)-[b]"),
    (0, "[v1]-[a]"),
    (0, "H:|-(-10)-[a]"),
    (0, "[a(==b@999)]"),
    (2, "V:[a]-[b]"),
    (2, "H:[a]-[b]"),
    (6, "H:|-[a]-[b]-|"),
    (8, "V:[a]-(>=0)-[b]"),
    (0, "[_x]"),
    (0, "H:|-(m@p)-[a(<=200,>=50)]-(>=0)-|"),
]
write("visual-format", [VIEWS + METRICS + bytes([0, 0, pick, 0]) + text.encode() for pick, text in formats])

# Solver: op bytes as SolverScenario.call reads them.
write(
    "solver",
    [
        # x0 + 10 == 0 (required), x1 - x0 >= 20 (strong), an edit variable on x1 and a suggestion.
        bytes([0, 0, 0, 0, 2, 138, 0, 0, 0, 0, 1, 1, 1, 1, 2, 148, 2, 1, 4, 1, 1, 6, 1, 2, 160, 0]),
        # A conflicting pair of required equalities, then removing and re-adding the first.
        bytes([0, 0, 0, 0, 2, 138, 0, 0, 0, 0, 0, 0, 2, 148, 0, 0, 3, 0, 1, 3, 0, 0]),
        # A batch with a duplicate, an update of a constant, a non-finite suggestion.
        bytes([2, 1, 2, 0, 2, 130, 0, 2, 0, 1, 2, 1, 2, 2, 140, 1, 2, 0, 7, 0, 2, 200, 0, 4, 2, 2, 6, 2, 0, 1]),
        # An edit variable at required priority (refused), at priority NaN (refused), removed twice.
        bytes([4, 0, 0, 4, 0, 8, 4, 0, 1, 5, 0, 5, 0]),
        bytes(range(0, 256, 3)),
    ],
)

# Specs: small specs in YAML and JSON; Tools/fuzz.sh adds Examples/ as a second seed folder.
yaml_spec = """device: iPhone8
systemVersion: 11
controller:
  name: main
  view:
    subviews:
      - name: box
        color: blue
constraints:
  - box.top == superview.safeAreaLayoutGuide.top + 8
  - box.leading == superview.layoutMarginsGuide.leading
  - box.size == 100 @750
"""
json_spec = json.dumps(
    {
        "device": "iPhoneX",
        "orientation": "landscapeLeft",
        "controller": {
            "kind": "navigation",
            "root": {"name": "main", "title": "Title", "view": {"subviews": [{"name": "label", "kind": "label", "text": "Hello"}]}},
        },
        "constraints": ["label.center == superview.center"],
    },
    indent=1,
)
write("spec", [yaml_spec, json_spec, "controller: {}\n", "device: [\n", "- a\n- : b\n"])

# Interface Builder: Tools/fuzz.sh adds the test fixtures as a second seed folder; here a
# minimal xib and a storyboard with one constraint.
xib = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="8" y="8" width="50" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
                <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="2" id="c3"/>
            </constraints>
        </view>
    </objects>
</document>
"""
write("interface-builder", [xib, "<document><scenes><scene sceneID=\"s\"/></scenes></document>"])

# Playground: the first byte picks the check (Fuzz/Targets/PlaygroundFuzzer.swift).
state = {
    "source": {"example": {"_0": "layout-guides-equal-spacing"}},
    "navigationBar": {"hidden": True},
    "toolbar": {},
    "tabBar": {},
    "controller": {"edgesForExtendedLayout": ["top"]},
    "views": {"subView1": {"layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4}}},
    "constraints": {"0": {"constant": 12, "priority": 750, "isActive": False}},
    "systemVersion": 10,
}
query = "example=layout-guides-equal-spacing&ios=10&nav.translucent=0&view.subView1.margins=8,16,8,16&c.0.constant=12"
write(
    "playground",
    [
        b"\x00" + query.encode(),
        b"\x00spec=controller%3A%0A++name%3A+main%0A&rtl=1&vc.edges=top,left&c.1.priority=250",
        b"\x01" + json.dumps(state).encode(),
        b"\x02" + query.encode() + b"&overlay=all&previous=example%3Dlayout-guides-equal-spacing",
        b"\x06" + query.encode() + b"&view=subView1",
        b"\x0a" + query.encode() + b"&overlay=margins,safe-area",
        b"\x0e" + query.encode(),
        b"\x02spec=device%3A+iPhoneX%0Acontroller%3A%0A++name%3A+m%0A&orientation=landscapeLeft",
    ],
)
