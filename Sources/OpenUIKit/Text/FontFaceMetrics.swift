import Foundation

/// The metrics of one font face, in font units: what text measurement needs from a font file.
/// The DejaVu faces are generated into `Generated/DejaVuMetrics.swift` by
/// `Tools/fonts/extract_metrics.py`; the tables arrive as compact strings
/// (`"41:1401,42:1405"` for advances, `"41:56:-156"` for kerning pairs, code points in
/// hexadecimal) and are parsed once, on first use of the face. A class, so that each lookup of
/// a face's metrics (one per character measured) shares the tables rather than copying them.
final class FontFaceMetrics: Sendable {
    let name: String
    let unitsPerEm: Int
    /// The hhea ascender (positive, above the baseline).
    let ascender: Int
    /// The hhea descender (negative, below the baseline).
    let descender: Int
    /// The hhea line gap (UIKit's `leading`).
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    private let advances: [UInt32: Int]
    private let kerning: [UInt64: Int]

    init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
        advances: String, kerning: String
    ) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        var advanceTable: [UInt32: Int] = [:]
        for entry in advances.split(separator: ",") {
            let fields = entry.split(separator: ":")
            guard fields.count == 2, let scalar = UInt32(fields[0], radix: 16), let value = Int(fields[1]) else {
                continue
            }
            advanceTable[scalar] = value
        }
        var kerningTable: [UInt64: Int] = [:]
        for entry in kerning.split(separator: ",") {
            let fields = entry.split(separator: ":")
            guard fields.count == 3, let left = UInt32(fields[0], radix: 16), let right = UInt32(fields[1], radix: 16),
                let value = Int(fields[2])
            else { continue }
            kerningTable[FontFaceMetrics.pairKey(left, right)] = value
        }
        self.advances = advanceTable
        self.kerning = kerningTable
    }

    private static func pairKey(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) << 32 | UInt64(right)
    }

    /// The advance of a code point the face maps, in font units.
    func advance(of scalar: Unicode.Scalar) -> Int? {
        advances[scalar.value]
    }

    /// The kerning adjustment between two code points, in font units (0 for none).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        kerning[FontFaceMetrics.pairKey(left.value, right.value)] ?? 0
    }
}
