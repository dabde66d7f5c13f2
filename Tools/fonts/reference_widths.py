#!/usr/bin/env python3
"""The independent oracle of OpenUIKit's text tests.

Reads a JSON list of {"font": PATTERN, "size": POINTS, "text": STRING} on standard input and
prints a JSON list of {"width", "ascender", "descender", "leading", "capHeight", "xHeight"} in
points. Widths come from HarfBuzz (uharfbuzz) shaping the text with the font file found by
fc-match (kerning on, ligatures off, since OpenUIKit forms none); vertical metrics come from
fontTools reading the same file (hhea, and the heights of 'H' and 'x'). Neither reads the
tables OpenUIKit generated.
"""

import json
import subprocess
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

NO_LIGATURES = {"liga": False, "clig": False, "dlig": False, "hlig": False, "kern": True}


def main():
    requests = json.load(sys.stdin)
    cache = {}
    results = []
    for request in requests:
        pattern = request["font"]
        if pattern not in cache:
            path = subprocess.check_output(["fc-match", "-f", "%{file}", pattern], text=True).strip()
            blob = hb.Blob.from_file_path(path)
            cache[pattern] = (hb.Font(hb.Face(blob)), TTFont(path))
        font, tables = cache[pattern]
        upem = tables["head"].unitsPerEm
        scale = request["size"] / upem
        buffer = hb.Buffer()
        buffer.add_str(request["text"])
        buffer.guess_segment_properties()
        hb.shape(font, buffer, NO_LIGATURES)
        width = sum(position.x_advance for position in buffer.glyph_positions)
        glyf = tables["glyf"]
        results.append({
            "width": width * scale,
            "ascender": tables["hhea"].ascent * scale,
            "descender": tables["hhea"].descent * scale,
            "leading": tables["hhea"].lineGap * scale,
            "capHeight": glyf["H"].yMax * scale,
            "xHeight": glyf["x"].yMax * scale,
        })
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
