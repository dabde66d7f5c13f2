// The closed-form floor: each workload's frames computed directly into one contiguous array
// of (left, top, width, height) per view. It is both the physical floor the solver is compared
// with and the correctness oracle its values must match within `ClosedForm.tolerance`.
// Plain loops only (W3's nesting is a running sum, not a recursion).

/// A departure from a workload's original constants, made by one of W7's edits.
struct Variation {
    /// W1: view's top moved down by delta.
    var topShift: (view: Int, delta: Double)?
    /// W2, W2b: a gap inserted before the chain's view `index`.
    var chainGap: (index: Int, gap: Double)?
    /// W5: a cell's body height.
    var bodyHeight: (cell: Int, height: Double)?
    /// W3: a view's left moved by delta relative to its parent.
    var nestShift: (view: Int, delta: Double)?
    /// W4: the gap before column `column` of row 0 widened by delta.
    var rowGap: (column: Int, delta: Double)?
    /// W5: a cell's title moved down by delta.
    var titleShift: (cell: Int, delta: Double)?

    init(
        topShift: (view: Int, delta: Double)? = nil, chainGap: (index: Int, gap: Double)? = nil,
        bodyHeight: (cell: Int, height: Double)? = nil, nestShift: (view: Int, delta: Double)? = nil,
        rowGap: (column: Int, delta: Double)? = nil, titleShift: (cell: Int, delta: Double)? = nil
    ) {
        self.topShift = topShift
        self.chainGap = chainGap
        self.bodyHeight = bodyHeight
        self.nestShift = nestShift
        self.rowGap = rowGap
        self.titleShift = titleShift
    }

    static let none = Variation()
}

enum ClosedForm {
    /// Largest accepted difference between a solver's value and the closed form's.
    static let tolerance = 1e-6

    /// Writes every view's frame for a root of `width` × `height` at (0, 0) into `out`
    /// (4 values per view, which must already hold 4 × spec.views elements).
    static func frames(
        _ spec: SystemSpec, width: Double, height: Double,
        variation: Variation = .none, into out: inout [Double]
    ) {
        precondition(out.count == 4 * spec.views)
        out.withUnsafeMutableBufferPointer { buffer in
            switch spec.kind {
            case .w1: independentSiblings(spec.views, width, variation, buffer)
            case .w2: chain(spec.views, width, pinned: true, variation, buffer)
            case .w2b: chain(spec.views, width, pinned: false, variation, buffer)
            case .w3: nesting(spec.views, width, height, variation, buffer)
            case .w4: grid(spec.rows, spec.cols, width, height, variation, buffer)
            case .w5: cells(spec.views / 4, width, variation, buffer)
            }
        }
    }

    private static func independentSiblings(
        _ n: Int, _ width: Double, _ variation: Variation,
        _ out: UnsafeMutableBufferPointer<Double>
    ) {
        for i in 0..<n {
            out[4 * i] = 8
            out[4 * i + 1] = 8 + Double(i % 64) * 12
            out[4 * i + 2] = width - 16
            out[4 * i + 3] = 10
        }
        if let shift = variation.topShift { out[4 * shift.view + 1] += shift.delta }
    }

    private static func chain(
        _ n: Int, _ width: Double, pinned: Bool, _ variation: Variation,
        _ out: UnsafeMutableBufferPointer<Double>
    ) {
        let gapIndex = variation.chainGap?.index ?? -1
        let gap = variation.chainGap?.gap ?? 0
        let viewWidth = pinned ? (width - 16 - gap) / Double(n) : 20
        var left = 8.0
        for i in 0..<n {
            if i == gapIndex { left += gap }
            out[4 * i] = left
            out[4 * i + 1] = 8
            out[4 * i + 2] = viewWidth
            out[4 * i + 3] = 44
            left += viewWidth
        }
    }

    private static func nesting(
        _ n: Int, _ width: Double, _ height: Double, _ variation: Variation,
        _ out: UnsafeMutableBufferPointer<Double>
    ) {
        let shifted = variation.nestShift?.view ?? -1
        var frame = (l: 1.0, t: 1.0, w: width - 2, h: height - 2)
        for i in 0..<n {
            if i > 0 { frame = (frame.l + 0.01, frame.t + 0.01, frame.w - 0.02, frame.h - 0.02) }
            if i == shifted { frame.l += variation.nestShift?.delta ?? 0 }
            out[4 * i] = frame.l
            out[4 * i + 1] = frame.t
            out[4 * i + 2] = frame.w
            out[4 * i + 3] = frame.h
        }
    }

    private static func grid(
        _ rows: Int, _ cols: Int, _ width: Double, _ height: Double,
        _ variation: Variation, _ out: UnsafeMutableBufferPointer<Double>
    ) {
        let gapColumn = variation.rowGap?.column ?? -1
        let extra = variation.rowGap?.delta ?? 0
        let cellWidth = (width - 16 - 4 * Double(cols - 1) - extra) / Double(cols)
        let cellHeight = (height - 16 - 4 * Double(rows - 1)) / Double(rows)
        var top = 8.0
        for r in 0..<rows {
            var left = 8.0
            for c in 0..<cols {
                let i = r * cols + c
                if r == 0 && c == gapColumn { left += extra }
                out[4 * i] = left
                out[4 * i + 1] = top
                out[4 * i + 2] = cellWidth
                out[4 * i + 3] = cellHeight
                left += cellWidth + 4
            }
            top += cellHeight + 4
        }
    }

    private static func cells(
        _ count: Int, _ width: Double, _ variation: Variation,
        _ out: UnsafeMutableBufferPointer<Double>
    ) {
        var top = 0.0
        for c in 0..<count {
            var bodyHeight = 20 * Double(1 + c % 4)
            if let change = variation.bodyHeight, change.cell == c { bodyHeight = change.height }
            var shift = 0.0
            if let change = variation.titleShift, change.cell == c { shift = change.delta }
            let cellHeight = max(56, 40 + shift + bodyHeight)
            let base = 16 * c
            // cell
            out[base] = 0; out[base + 1] = top; out[base + 2] = width; out[base + 3] = cellHeight
            // avatar
            out[base + 4] = 8; out[base + 5] = top + 8; out[base + 6] = 40; out[base + 7] = 40
            // title
            out[base + 8] = 56; out[base + 9] = top + 8 + shift; out[base + 10] = width - 64
            out[base + 11] = 20
            // body
            out[base + 12] = 56; out[base + 13] = top + 32 + shift; out[base + 14] = width - 64
            out[base + 15] = bodyHeight
            top += cellHeight
        }
    }
}

/// The first differences between computed values and the closed form's, for a loud report.
struct Mismatch: CustomStringConvertible {
    var context: String
    var count: Int
    var worst: Double
    var examples: [String]

    var description: String {
        "MISMATCH \(context): \(count) value(s) differ from the closed form by more than "
            + "\(ClosedForm.tolerance) (worst \(worst)); first: " + examples.joined(separator: "; ")
    }

    /// nil when every value matches within tolerance.
    static func check(_ values: [Double], against expected: [Double], context: String) -> Mismatch? {
        let names = ["left", "top", "width", "height"]
        var count = 0, worst = 0.0
        var examples: [String] = []
        for i in 0..<min(values.count, expected.count) {
            let difference = abs(values[i] - expected[i])
            if !(difference <= ClosedForm.tolerance) {
                count += 1
                worst = difference.isNaN ? .nan : max(worst, difference)
                if examples.count < 5 {
                    examples.append("view \(i / 4) \(names[i % 4]) = \(values[i]), expected \(expected[i])")
                }
            }
        }
        if values.count != expected.count {
            count += 1
            examples.append("\(values.count) values, expected \(expected.count)")
        }
        return count == 0 ? nil : Mismatch(context: context, count: count, worst: worst, examples: examples)
    }
}
