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
    /// The advances of the code points below ``denseLimit``, by code point (-1: not mapped):
    /// the scripts text is mostly set in, read without hashing.
    private let denseAdvances: [Int32]
    /// The kerning pairs whose left code point is below ``denseLimit``, grouped by it: the
    /// pairs of `left` are at `denseKerningStarts[left]..<denseKerningStarts[left + 1]` in
    /// `denseKerningRights` (ascending) and `denseKerningValues`.
    private let denseKerningStarts: [Int32]
    private let denseKerningRights: [UInt32]
    private let denseKerningValues: [Int32]

    /// Code points below this (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic) are looked up
    /// in the dense tables.
    static let denseLimit: UInt32 = 0x800

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
        var dense = [Int32](repeating: -1, count: Int(Self.denseLimit))
        for (scalar, value) in advanceTable where scalar < Self.denseLimit { dense[Int(scalar)] = Int32(value) }
        denseAdvances = dense
        let densePairs = kerningTable.compactMap { key, value -> (left: UInt32, right: UInt32, value: Int)? in
            let left = UInt32(truncatingIfNeeded: key >> 32)
            return left < Self.denseLimit ? (left, UInt32(truncatingIfNeeded: key), value) : nil
        }.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
        var starts = [Int32](repeating: 0, count: Int(Self.denseLimit) + 1)
        for pair in densePairs { starts[Int(pair.left) + 1] += 1 }
        for left in 0..<Int(Self.denseLimit) { starts[left + 1] += starts[left] }
        denseKerningStarts = starts
        denseKerningRights = densePairs.map(\.right)
        denseKerningValues = densePairs.map { Int32($0.value) }
    }

    private static func pairKey(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) << 32 | UInt64(right)
    }

    /// The advance of a code point the face maps, in font units.
    func advance(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < Self.denseLimit {
            let advance = denseAdvances[Int(value)]
            return advance < 0 ? nil : Int(advance)
        }
        return advances[value]
    }

    /// The kerning adjustment between two code points, in font units (0 for none).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        guard left.value < Self.denseLimit else {
            return kerning[FontFaceMetrics.pairKey(left.value, right.value)] ?? 0
        }
        var low = Int(denseKerningStarts[Int(left.value)])
        var high = Int(denseKerningStarts[Int(left.value) + 1])
        while low < high {
            let middle = (low + high) / 2
            let candidate = denseKerningRights[middle]
            if candidate == right.value { return Int(denseKerningValues[middle]) }
            if candidate < right.value { low = middle + 1 } else { high = middle }
        }
        return 0
    }
}
