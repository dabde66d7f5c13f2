#!/usr/bin/env python3
"""Lays reviewed SVG snapshots side by side, each under its caption, and writes one PNG for the
documentation (rsvg-convert does the conversion).

    Tools/docs/compose-snapshots.py OUT.png SCALE "caption=path/to/snapshot.txt" ...

A caption of "/" starts a new row. The snapshots' ids (clip paths) are prefixed per picture so
that they stay unique in the composed document.
"""
import re
import subprocess
import sys
import tempfile

GAP = 24
CAPTION = 28


def embed(svg, prefix, x, y):
    ids = set(re.findall(r'id="([^"]+)"', svg))
    for name in ids:
        svg = svg.replace(f'id="{name}"', f'id="{prefix}{name}"').replace(f'url(#{name})', f'url(#{prefix}{name})')
    width = float(re.search(r'<svg[^>]* width="([0-9.]+)"', svg).group(1))
    height = float(re.search(r'<svg[^>]* height="([0-9.]+)"', svg).group(1))
    svg = svg.replace('<svg xmlns="http://www.w3.org/2000/svg"', f'<svg x="{x}" y="{y}"', 1)
    return svg, width, height


def main():
    output, scale, items = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    rows, row = [], []
    for item in items:
        if item == "/":
            rows.append(row)
            row = []
            continue
        caption, path = item.split("=", 1)
        row.append((caption, open(path, encoding="utf-8").read()))
    rows.append(row)
    parts, y, total_width, index = [], GAP, 0, 0
    for row in rows:
        x, row_height = GAP, 0
        for caption, svg in row:
            index += 1
            body, width, height = embed(svg, f"p{index}-", x, y + CAPTION)
            parts.append(
                f'<text x="{x + width / 2}" y="{y + 18}" text-anchor="middle" '
                f'font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="15" fill="#3c3c43">'
                f'{caption}</text>')
            parts.append(body)
            x += width + GAP
            row_height = max(row_height, height + CAPTION)
        total_width = max(total_width, x)
        y += row_height + GAP
    document = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_width}" height="{y}" '
        f'viewBox="0 0 {total_width} {y}">\n<rect width="100%" height="100%" fill="#ffffff"/>\n'
        + "\n".join(parts) + "\n</svg>\n")
    with tempfile.NamedTemporaryFile("w", suffix=".svg", encoding="utf-8") as composed:
        composed.write(document)
        composed.flush()
        subprocess.run(["rsvg-convert", "-f", "png", "-z", str(scale), composed.name, "-o", output], check=True)


if __name__ == "__main__":
    main()
