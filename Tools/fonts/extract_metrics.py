#!/usr/bin/env python3
"""Writes Sources/OpenUIKit/Text/Generated/DejaVuMetrics.swift from the DejaVu fonts.

OpenUIKit measures text with the metrics of DejaVu Sans (regular, bold, oblique, bold oblique)
and DejaVu Sans Mono (regular, bold), so that it needs no system library at run time. This script reads the
installed font files (Debian's fonts-dejavu-core) with fontTools and writes, per face:

- the vertical metrics in font units: units per em, hhea ascender / descender / line gap, and
  the cap and x heights (the heights of 'H' and 'x': these fonts' OS/2 table is version 1 and
  has no sCapHeight / sxHeight);
- the advance width of every code point of the Basic Multilingual Plane in the font's cmap;
- the kerning pairs of the GPOS 'kern' feature of the 'latn' script (pair adjustments, both
  glyph-pair and class-pair subtables, summed over the feature's lookups), for pairs of code
  points in the ranges listed in KERNED_RANGES.

Both tables are written as compact strings that the Swift side parses once, because a Swift
array literal of this size would take minutes to type-check.

Usage: python3 Tools/fonts/extract_metrics.py [OUTPUT]   (run from the repository root; OUTPUT
defaults to the generated file's place in the package, and the tests write elsewhere to check
that the committed file is up to date)
"""

import os
import subprocess
import sys

from fontTools.ttLib import TTFont

FACES = [
    ("regular", "DejaVu Sans"),
    ("bold", "DejaVu Sans:bold"),
    ("oblique", "DejaVu Sans:oblique"),
    ("boldOblique", "DejaVu Sans:bold:oblique"),
    ("mono", "DejaVu Sans Mono"),
    ("monoBold", "DejaVu Sans Mono:bold"),
]

# Latin, Latin-1, Latin Extended-A/B, Greek, Cyrillic, general punctuation, currency symbols.
KERNED_RANGES = [(0x20, 0x24F), (0x370, 0x4FF), (0x2000, 0x206F), (0x20A0, 0x20CF)]

OUTPUT = os.path.join("Sources", "OpenUIKit", "Text", "Generated", "DejaVuMetrics.swift")


def font_file(pattern):
    return subprocess.check_output(["fc-match", "-f", "%{file}", pattern], text=True).strip()


def kern_lookups(font):
    """The lookup indices of the 'kern' feature of the 'latn' script's default language."""
    gpos = font["GPOS"].table
    for record in gpos.ScriptList.ScriptRecord:
        if record.ScriptTag != "latn":
            continue
        lang = record.Script.DefaultLangSys
        result = []
        for feature_index in lang.FeatureIndex:
            feature = gpos.FeatureList.FeatureRecord[feature_index]
            if feature.FeatureTag == "kern":
                result += feature.Feature.LookupListIndex
        return result
    return []


def pair_adjustments(font, glyphs):
    """{(left glyph, right glyph): x advance adjustment} over `glyphs`, summed over lookups."""
    if "GPOS" not in font:
        return {}
    gpos = font["GPOS"].table
    wanted = set(glyphs)
    total = {}
    for lookup_index in kern_lookups(font):
        lookup = gpos.LookupList.Lookup[lookup_index]
        subtables = lookup.SubTable
        if lookup.LookupType == 9:
            subtables = [s.ExtSubTable for s in subtables]
        seen = set()  # the first subtable that covers a pair wins within one lookup
        for subtable in subtables:
            covered = [g for g in subtable.Coverage.glyphs if g in wanted]
            if subtable.Format == 1:
                for left in covered:
                    pair_set = subtable.PairSet[subtable.Coverage.glyphs.index(left)]
                    for record in pair_set.PairValueRecord:
                        right = record.SecondGlyph
                        if right not in wanted or (left, right) in seen:
                            continue
                        seen.add((left, right))
                        value = getattr(record.Value1, "XAdvance", 0) or 0
                        if value:
                            total[(left, right)] = total.get((left, right), 0) + value
            elif subtable.Format == 2:
                class1 = subtable.ClassDef1.classDefs
                class2 = subtable.ClassDef2.classDefs
                for left in covered:
                    row = subtable.Class1Record[class1.get(left, 0)]
                    for right in wanted:
                        if (left, right) in seen:
                            continue
                        seen.add((left, right))
                        value = getattr(row.Class2Record[class2.get(right, 0)].Value1, "XAdvance", 0) or 0
                        if value:
                            total[(left, right)] = total.get((left, right), 0) + value
    return {pair: value for pair, value in total.items() if value}


def face_literal(name, path):
    font = TTFont(path)
    cmap = {cp: glyph for cp, glyph in font.getBestCmap().items() if cp <= 0xFFFF}
    hmtx = font["hmtx"]
    glyf = font["glyf"]
    advances = ",".join(f"{cp:X}:{hmtx[glyph][0]}" for cp, glyph in sorted(cmap.items()))
    kerned = {cp: g for cp, g in cmap.items() if any(lo <= cp <= hi for lo, hi in KERNED_RANGES)}
    by_glyph = {}
    for cp, glyph in sorted(kerned.items()):
        by_glyph.setdefault(glyph, []).append(cp)
    adjustments = pair_adjustments(font, list(by_glyph))
    pairs = []
    for (left, right), value in sorted(adjustments.items()):
        for left_cp in by_glyph[left]:
            for right_cp in by_glyph[right]:
                pairs.append((left_cp, right_cp, value))
    kerning = ",".join(f"{a:X}:{b:X}:{v}" for a, b, v in sorted(pairs))
    version = font["name"].getDebugName(5)
    family = font["name"].getDebugName(4)
    return name, family, version, os.path.basename(path), (
        f"    static let {name} = FontFaceMetrics(\n"
        f"        name: \"{family}\", unitsPerEm: {font['head'].unitsPerEm},\n"
        f"        ascender: {font['hhea'].ascent}, descender: {font['hhea'].descent}, lineGap: {font['hhea'].lineGap},\n"
        f"        capHeight: {glyf['H'].yMax}, xHeight: {glyf['x'].yMax},\n"
        f"        advances: \"{advances}\",\n"
        f"        kerning: \"{kerning}\")\n"
    ), len(cmap), len(pairs)


def main():
    faces = [face_literal(name, font_file(pattern)) for name, pattern in FACES]
    lines = [
        "// swift-format-ignore-file",
        "// Generated by Tools/fonts/extract_metrics.py with fontTools from the DejaVu fonts",
        "// (Debian package fonts-dejavu-core). Do not edit; run the script again instead.",
        "// The DejaVu fonts' licence (Bitstream Vera, with public-domain DejaVu changes and Arev",
        "// glyphs) applies to these tables: NOTICE at the repository root holds its text.",
        "//",
    ]
    for name, family, version, file, _, count, pairs in faces:
        lines.append(f"// {name}: {family}, {version}, {file}: {count} advances, {pairs} kerning pairs.")
    lines += [
        "",
        "/// The metrics of the DejaVu faces that OpenUIKit measures text with (see FontFaceMetrics).",
        "enum DejaVuMetrics {",
    ]
    body = "\n".join(literal for _, _, _, _, literal, _, _ in faces)
    output = sys.argv[1] if len(sys.argv) > 1 else OUTPUT
    with open(output, "w") as out:
        out.write("\n".join(lines) + "\n" + body + "}\n")
    print(f"wrote {output}", file=sys.stderr)


if __name__ == "__main__":
    main()
