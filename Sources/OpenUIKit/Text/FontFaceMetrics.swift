import Foundation

/// The metrics of one font face, in font units: what text measurement needs from a font file.
/// The DejaVu faces are generated into `Generated/DejaVuMetrics.swift` by
/// `Tools/fonts/extract_metrics.py`; the tables arrive as compact strings
/// (`"41:1401,42:1405"` for advances, `"41:56:-156"` for kerning pairs, code points in
/// hexadecimal) and are read once, on first use of the face (``MetricsTableParser``). A class, so that each lookup of
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
    /// The advances and kerning pairs of the code points from ``denseLimit`` on.
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
        var dense = [Int32](repeating: -1, count: Int(Self.denseLimit))
        var advanceTable: [UInt32: Int] = [:]
        for entry in MetricsTableParser.entries(of: advances, fieldCount: 2) {
            if entry.first < Self.denseLimit {
                dense[Int(entry.first)] = Int32(clamping: entry.value)
            } else {
                advanceTable[entry.first] = entry.value
            }
        }
        denseAdvances = dense
        self.advances = advanceTable
        // Pairs in order of their code points; of a pair given twice, the later value counts.
        var kerningTable: [UInt64: Int] = [:]
        var densePairs: [MetricsTableParser.Entry] = []
        for entry in MetricsTableParser.entries(of: kerning, fieldCount: 3) {
            if entry.first < Self.denseLimit {
                densePairs.append(entry)
            } else {
                kerningTable[FontFaceMetrics.pairKey(entry.first, entry.second)] = entry.value
            }
        }
        self.kerning = kerningTable
        let ordered = densePairs.enumerated().sorted {
            ($0.element.first, $0.element.second, $0.offset) < ($1.element.first, $1.element.second, $1.offset)
        }.map(\.element)
        var pairs: [MetricsTableParser.Entry] = []
        pairs.reserveCapacity(ordered.count)
        for pair in ordered {
            if let last = pairs.last, last.first == pair.first, last.second == pair.second {
                pairs[pairs.count - 1] = pair
            } else {
                pairs.append(pair)
            }
        }
        var starts = [Int32](repeating: 0, count: Int(Self.denseLimit) + 1)
        for pair in pairs { starts[Int(pair.first) + 1] += 1 }
        for left in 0..<Int(Self.denseLimit) { starts[left + 1] += starts[left] }
        denseKerningStarts = starts
        denseKerningRights = pairs.map(\.second)
        denseKerningValues = pairs.map { Int32(clamping: $0.value) }
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
