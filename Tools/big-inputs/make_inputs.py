#!/usr/bin/env python3
"""Writes big inputs for the reliability measurements (docs/reliability.md).

  make_inputs.py deep N OUT.yaml        a chain of N nested views (views described apart,
                                         so the YAML itself stays flat)
  make_inputs.py wide C K OUT.{yaml,json}  C containers of K views each, frames only
  make_inputs.py constrained C K OUT.yaml  the same, every view placed by four constraints
  make_inputs.py xib N OUT.xib          a xib with one top-level view and N subviews, each
                                         placed by four constraints
  make_inputs.py ambiguous C K OUT.yaml  C containers of K views each, mostly ambiguous: every
                                         view but each container's first has a width, a height
                                         and a least x, and no y; the first is placed fully
"""

import json
import sys


def deep(depth):
    lines = [
        f"name: {depth} nested views",
        "device: iPhone8",
        "controller:",
        "  name: main",
        "  view:",
        "    subviews: [v0]",
        "views:",
    ]
    for level in range(depth):
        lines.append(f"  - name: v{level}")
        if level + 1 < depth:
            lines.append(f"    subviews: [v{level + 1}]")
        lines.append("    constraints:")
        parent = "superview"
        lines.append(f"      - v{level}.leading == {parent}.leading")
        lines.append(f"      - v{level}.top == {parent}.top + 0.05")
        lines.append(f"      - v{level}.width == 100")
        lines.append(f"      - v{level}.height == 100")
    return "\n".join(lines) + "\n"


def ambiguous_constraints(c, k, each):
    """A view with a width, a height and a least x (so its x and y may move); each container's
    first view is placed by four constraints, so that the check also meets determined views."""
    name = f"c{c}v{k}"
    lines = [
        f"{name}.leading >= superview.leading + {k * 375 / each:.3f}",
        f"{name}.width == {375 / each:.3f}",
        f"{name}.height == superview.height",
    ]
    if k == 0:
        lines[0] = f"{name}.leading == superview.leading"
        lines.append(f"{name}.top == superview.top")
    return lines


def wide_model(containers, each, constrained, ambiguous=False):
    rows = []
    height = 667 / containers
    for c in range(containers):
        children = []
        for k in range(each):
            child = {"name": f"c{c}v{k}", "color": "blue" if k % 2 else "orange"}
            if ambiguous:
                child["constraints"] = ambiguous_constraints(c, k, each)
            elif constrained:
                child["constraints"] = [
                    f"c{c}v{k}.leading == superview.leading + {k * 375 / each:.3f}",
                    f"c{c}v{k}.top == superview.top",
                    f"c{c}v{k}.width == {375 / each:.3f}",
                    f"c{c}v{k}.height == superview.height",
                ]
            else:
                child["frame"] = [round(k * 375 / each, 3), 0, round(375 / each, 3), round(height, 3)]
            children.append(child)
        rows.append({"name": f"c{c}", "frame": [0, round(c * height, 3), 375, round(height, 3)],
                     "subviews": children})
    return {
        "name": f"{containers} x {each} views",
        "device": "iPhone8",
        "controller": {"name": "main", "view": {"subviews": rows}},
    }


def yaml_of(value, indent=0):
    """A small block-style YAML writer for the generated models (strings are plain scalars)."""
    pad = " " * indent
    if isinstance(value, dict):
        out = []
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item and not (isinstance(item, list) and all(
                    isinstance(x, (int, float)) for x in item)):
                out.append(f"{pad}{key}:")
                out.append(yaml_of(item, indent + 2))
            else:
                out.append(f"{pad}{key}: {scalar(item)}")
        return "\n".join(out)
    if isinstance(value, list):
        out = []
        for item in value:
            text = yaml_of(item, indent + 2)
            out.append(f"{pad}- {text.lstrip()}")
        return "\n".join(out)
    return pad + scalar(value)


def scalar(value):
    if isinstance(value, list):
        return "[" + ", ".join(scalar(x) for x in value) + "]"
    if isinstance(value, float):
        return f"{value:g}" if value == int(value) else repr(value)
    return str(value)


def xib(count):
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">',
        '    <device id="retina4_7" orientation="portrait" appearance="light"/>',
        "    <objects>",
        '        <view contentMode="scaleToFill" id="root">',
        '            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
        "            <subviews>",
    ]
    for k in range(count):
        x, y = (k % 25) * 15, (k // 25) % 44 * 15
        lines += [
            f'                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v{k}">',
            f'                    <rect key="frame" x="{x}" y="{y}" width="15" height="15"/>',
            '                    <color key="backgroundColor" red="0.0" green="0.5" blue="1" alpha="1" '
            'colorSpace="custom" customColorSpace="sRGB"/>',
            "                </view>",
        ]
    lines.append("            </subviews>")
    lines.append("            <constraints>")
    for k in range(count):
        x, y = (k % 25) * 15, (k // 25) % 44 * 15
        lines += [
            f'                <constraint firstItem="v{k}" firstAttribute="leading" secondItem="root" '
            f'secondAttribute="leading" constant="{x}" id="c{k}l"/>',
            f'                <constraint firstItem="v{k}" firstAttribute="top" secondItem="root" '
            f'secondAttribute="top" constant="{y}" id="c{k}t"/>',
            f'                <constraint firstItem="v{k}" firstAttribute="width" constant="15" id="c{k}w"/>',
            f'                <constraint firstItem="v{k}" firstAttribute="height" constant="15" id="c{k}h"/>',
        ]
    lines += ["            </constraints>", "        </view>", "    </objects>", "</document>"]
    return "\n".join(lines) + "\n"


def main(argv):
    kind = argv[1]
    if kind == "deep":
        text = deep(int(argv[2]))
        out = argv[3]
    elif kind in ("wide", "constrained", "ambiguous"):
        model = wide_model(int(argv[2]), int(argv[3]), kind == "constrained", kind == "ambiguous")
        out = argv[4]
        text = json.dumps(model) + "\n" if out.endswith(".json") else yaml_of(model) + "\n"
    elif kind == "xib":
        text = xib(int(argv[2]))
        out = argv[3]
    else:
        sys.exit(__doc__)
    with open(out, "w") as file:
        file.write(text)


if __name__ == "__main__":
    main(sys.argv)
