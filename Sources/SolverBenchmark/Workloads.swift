// The benchmark's workloads as plain data: variables by index, constraints as term lists.
//
// Both our solver and kiwisolver are built from the same `SystemSpec`, so they solve the
// identical system; ClosedForm.swift computes the same frames directly.
//
// How the workloads are read where their definition (docs/benchmark.md) leaves points open:
// - Variables: index 0...3 are the root's left, top, width, height; view i owns indices
//   4 + 4i + (0 left, 1 top, 2 width, 3 height). "right" = left + width, "bottom" = top + height.
// - Order of addition: root.l == 0 and root.t == 0 (required), then the root's width and
//   height become strong (750) edit variables and are suggested 1000 and 800, then the views'
//   constraints in view order, each view's in the order listed below (W5: in the order the
//   definition lists them, the cell's content constraints after its subviews'), then the pins named
//   "added last" (W2's right pin; W4's two pins are also added last).
// - W2b keeps W2's chain (l(i) = l(i-1) + w(i-1), w(i) = w0) and replaces the right pin by
//   w0 == 20, so view i sits at 8 + 20i.
// - W4: row r is a horizontal chain: l(r,0) = root.l + 8, l(r,c) = right(r,c-1) + 4; column c
//   is a vertical chain: t(0,c) = root.t + 8, t(r,c) = bottom(r-1,c) + 4. Cell i = r*cols + c.
//   rows = the divisor of n nearest √n (the smaller one on a tie), cols = n / rows.
// - W5: n/4 cells (n rounded down to a multiple of 4); view 4c is the cell, 4c+1 the avatar,
//   4c+2 the title, 4c+3 the body. "Height pair at h" means height >= h @750 (compression
//   resistance) and height <= h @250 (hugging), for the title h = 20, for the body
//   h = 20·(1 + c mod 4). The body's right edge is pinned to the title's right edge.
// - W6: step k = 0..<steps suggests width 700 + (37k mod 600), and for W3 and W4 also height
//   600 + (53k mod 400); the other workloads keep height 800.
// - W7a: 100 views drawn with a fixed-seed SplitMix64 (with replacement); a view's
//   constraints are those that define its own four variables (listed under it below).
// - W7b on every workload, with updateConstant(of:to:), alternating between the edited and the
//   original constant: W1 moves view n/2's top down by 5 (a leaf); W2 and W2b give the link
//   l(m) = l(m-1) + w(m-1) at m = n/2 a gap of 2 (pinned W2: every view moves or narrows);
//   W3 moves view n/2's left by +1 relative to its parent (it and its descendants move);
//   W4 widens the gap before the middle cell of row 0 by 2 (the pin narrows every cell);
//   W5 moves the middle cell's title down by 4 (that cell grows, the cells below move).
// - W7c (W5): the middle cell's body height pair changes from 20·(1 + c mod 4) to
//   20·(1 + (c+1) mod 4) and back, by removing the two constraints and adding new ones.

import Cassowary

enum WorkloadKind: String, CaseIterable {
    case w1 = "W1", w2 = "W2", w2b = "W2b", w3 = "W3", w4 = "W4", w5 = "W5"

    var title: String {
        switch self {
        case .w1: "W1 independent siblings"
        case .w2: "W2 equal-width chain pinned right"
        case .w2b: "W2b chain of fixed width 20"
        case .w3: "W3 deep nesting"
        case .w4: "W4 grid"
        case .w5: "W5 self-sizing cells"
        }
    }

    /// Whether the resize loop also changes the root's height.
    var resizesHeight: Bool { self == .w3 || self == .w4 }

    /// The number of views actually built for a requested size.
    func viewCount(_ n: Int) -> Int { self == .w5 ? max(4, n / 4 * 4) : max(1, n) }
}

/// One constraint `Σ coefficient·variable + constant  relation  0` at a priority.
struct SpecConstraint {
    var variables: [Int]
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double
    /// The view whose variables this constraint defines; -1 for the root.
    var owner: Int
}

/// A constant change (W7b): the constraint, its two constants, the views whose frames change.
struct ConstantEdit {
    var constraint: Int
    var original: Double
    var edited: Double
    var affectedViews: [Int]
    var variation: Variation
}

/// A text change (W7c): two constraints replaced by two others, and back.
struct PairEdit {
    var constraints: [Int]
    var originalConstants: [Double]
    var editedConstants: [Double]
    var affectedViews: [Int]
    var variation: Variation
}

/// A workload instance: everything both solvers need to build and exercise it.
struct SystemSpec {
    let kind: WorkloadKind
    let views: Int
    /// Grid shape for W4 (rows, cols); (1, views) otherwise.
    let rows: Int
    let cols: Int
    var constraints: [SpecConstraint] = []
    /// The first `rootConstraintCount` constraints are added before the edit variables.
    var rootConstraintCount = 0
    let initialWidth = 1000.0
    let initialHeight = 800.0
    /// (width, height or nil) per resize step.
    var resizeSteps: [(width: Double, height: Double?)] = []
    /// Views whose constraints W7a removes and re-adds.
    var sampledViews: [Int] = []
    var constantEdit: ConstantEdit?
    var pairEdit: PairEdit?

    var variableCount: Int { 4 + 4 * views }
    static let rootWidth = 2, rootHeight = 3

    /// Constraints owned by each view, in order of addition.
    func constraintsByView() -> [[Int]] {
        var result = [[Int]](repeating: [], count: views)
        for (index, c) in constraints.enumerated() where c.owner >= 0 { result[c.owner].append(index) }
        return result
    }
}

/// Indices of a view's variables.
private func l(_ view: Int) -> Int { 4 + 4 * view }
private func t(_ view: Int) -> Int { 5 + 4 * view }
private func w(_ view: Int) -> Int { 6 + 4 * view }
private func h(_ view: Int) -> Int { 7 + 4 * view }
private let rootL = 0, rootT = 1, rootW = 2, rootH = 3

/// The divisor of n nearest √n (the smaller on a tie).
func gridRows(_ n: Int) -> Int {
    let root = Double(n).squareRoot()
    var best = 1
    for d in 1...n where n % d == 0 && abs(Double(d) - root) < abs(Double(best) - root) { best = d }
    return best
}

/// Deterministic random numbers (SplitMix64), identical on every run.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Builds the spec of a workload at (requested) size n; `resizeSteps` is W6's step count.
func makeSpec(_ kind: WorkloadKind, n requested: Int, resizeSteps steps: Int) -> SystemSpec {
    let n = kind.viewCount(requested)
    let rows = kind == .w4 ? gridRows(n) : 1
    var spec = SystemSpec(kind: kind, views: n, rows: rows, cols: n / rows)
    var builder = SpecBuilder()
    builder.add([rootL], [1], 0, .equal, owner: -1)
    builder.add([rootT], [1], 0, .equal, owner: -1)
    spec.rootConstraintCount = builder.constraints.count
    switch kind {
    case .w1: buildW1(&builder, n)
    case .w2, .w2b: buildW2(&builder, n, pinned: kind == .w2)
    case .w3: buildW3(&builder, n)
    case .w4: buildW4(&builder, rows: spec.rows, cols: spec.cols)
    case .w5: buildW5(&builder, cells: n / 4)
    }
    spec.constraints = builder.constraints
    for k in 0..<steps {
        let width = 700 + Double((37 * k) % 600)
        let height: Double? = kind.resizesHeight ? 600 + Double((53 * k) % 400) : nil
        spec.resizeSteps.append((width, height))
    }
    var random = SplitMix64(state: 42)
    spec.sampledViews = (0..<100).map { _ in random.next(below: n) }
    spec.constantEdit = builder.constantEdit
    spec.pairEdit = builder.pairEdit
    return spec
}

/// Collects constraints as `Σ c·v + constant relation 0` and remembers the edit targets.
private struct SpecBuilder {
    var constraints: [SpecConstraint] = []
    var constantEdit: ConstantEdit?
    var pairEdit: PairEdit?

    /// Adds a constraint and returns its index.
    @discardableResult
    mutating func add(
        _ variables: [Int], _ coefficients: [Double], _ constant: Double,
        _ relation: Relation, priority: Double = 1000, owner: Int
    ) -> Int {
        constraints.append(
            SpecConstraint(
                variables: variables, coefficients: coefficients,
                constant: constant, relation: relation, priority: priority, owner: owner))
        return constraints.count - 1
    }

    /// a == b + offset, owned by `owner`.
    @discardableResult
    mutating func equal(_ a: Int, _ b: Int, plus offset: Double, owner: Int) -> Int {
        add([a, b], [1, -1], -offset, .equal, owner: owner)
    }

    /// a == value.
    @discardableResult
    mutating func fix(
        _ a: Int, _ value: Double, owner: Int, relation: Relation = .equal,
        priority: Double = 1000
    ) -> Int {
        add([a], [1], -value, relation, priority: priority, owner: owner)
    }
}

private func buildW1(_ b: inout SpecBuilder, _ n: Int) {
    let leaf = n / 2
    for i in 0..<n {
        b.equal(l(i), rootL, plus: 8, owner: i)
        let top = 8 + Double(i % 64) * 12
        let topIndex = b.equal(t(i), rootT, plus: top, owner: i)
        b.equal(w(i), rootW, plus: -16, owner: i)
        b.fix(h(i), 10, owner: i)
        if i == leaf {
            b.constantEdit = ConstantEdit(
                constraint: topIndex, original: -top, edited: -(top + 5),
                affectedViews: [i], variation: Variation(topShift: (i, 5)))
        }
    }
}

private func buildW2(_ b: inout SpecBuilder, _ n: Int, pinned: Bool) {
    let middle = n / 2
    for i in 0..<n {
        if i == 0 {
            b.equal(l(0), rootL, plus: 8, owner: 0)
        } else {
            let link = b.add([l(i), l(i - 1), w(i - 1)], [1, -1, -1], 0, .equal, owner: i)
            if i == middle {
                b.constantEdit = ConstantEdit(
                    constraint: link, original: 0, edited: -2,
                    affectedViews: pinned ? Array(0..<n) : Array(middle..<n),
                    variation: Variation(chainGap: (middle, 2)))
            }
            b.equal(w(i), w(0), plus: 0, owner: i)
        }
        b.equal(t(i), rootT, plus: 8, owner: i)
        b.fix(h(i), 44, owner: i)
        if !pinned && i == 0 { b.fix(w(0), 20, owner: 0) }
    }
    if pinned {
        // l(last) + w(last) == root.l + root.w - 8
        b.add([l(n - 1), w(n - 1), rootL, rootW], [1, 1, -1, -1], 8, .equal, owner: n - 1)
    }
}

private func buildW3(_ b: inout SpecBuilder, _ n: Int) {
    b.equal(l(0), rootL, plus: 1, owner: 0)
    b.equal(t(0), rootT, plus: 1, owner: 0)
    b.equal(w(0), rootW, plus: -2, owner: 0)
    b.equal(h(0), rootH, plus: -2, owner: 0)
    for i in 1..<max(1, n) {
        let left = b.equal(l(i), l(i - 1), plus: 0.01, owner: i)
        if i == n / 2 {
            b.constantEdit = ConstantEdit(
                constraint: left, original: -0.01, edited: -1.01,
                affectedViews: Array(i..<n), variation: Variation(nestShift: (i, 1)))
        }
        b.equal(t(i), t(i - 1), plus: 0.01, owner: i)
        b.equal(w(i), w(i - 1), plus: -0.02, owner: i)
        b.equal(h(i), h(i - 1), plus: -0.02, owner: i)
    }
}

private func buildW4(_ b: inout SpecBuilder, rows: Int, cols: Int) {
    for r in 0..<rows {
        for c in 0..<cols {
            let i = r * cols + c
            if c == 0 {
                b.equal(l(i), rootL, plus: 8, owner: i)
            } else {
                let link = b.add([l(i), l(i - 1), w(i - 1)], [1, -1, -1], -4, .equal, owner: i)
                if r == 0 && c == cols / 2 {
                    b.constantEdit = ConstantEdit(
                        constraint: link, original: -4, edited: -6,
                        affectedViews: Array(0..<(rows * cols)), variation: Variation(rowGap: (c, 2)))
                }
            }
            if r == 0 {
                b.equal(t(i), rootT, plus: 8, owner: i)
            } else {
                b.add([t(i), t(i - cols), h(i - cols)], [1, -1, -1], -4, .equal, owner: i)
            }
            if i != 0 {
                b.equal(w(i), w(0), plus: 0, owner: i)
                b.equal(h(i), h(0), plus: 0, owner: i)
            }
        }
    }
    let topRight = cols - 1, bottomLeft = (rows - 1) * cols
    b.add([l(topRight), w(topRight), rootL, rootW], [1, 1, -1, -1], 8, .equal, owner: topRight)
    b.add([t(bottomLeft), h(bottomLeft), rootT, rootH], [1, 1, -1, -1], 8, .equal, owner: bottomLeft)
}

private func buildW5(_ b: inout SpecBuilder, cells: Int) {
    let middle = cells / 2
    for c in 0..<cells {
        let cell = 4 * c, avatar = cell + 1, title = cell + 2, body = cell + 3
        // The cell: full root width, stacked under the previous cell, as short as its content allows.
        b.equal(l(cell), rootL, plus: 0, owner: cell)
        b.equal(w(cell), rootW, plus: 0, owner: cell)
        if c == 0 {
            b.equal(t(cell), rootT, plus: 0, owner: cell)
        } else {
            b.add([t(cell), t(cell - 4), h(cell - 4)], [1, -1, -1], 0, .equal, owner: cell)
        }
        // The avatar: 40 × 40 at (+8, +8).
        b.equal(l(avatar), l(cell), plus: 8, owner: avatar)
        b.equal(t(avatar), t(cell), plus: 8, owner: avatar)
        b.fix(w(avatar), 40, owner: avatar)
        b.fix(h(avatar), 40, owner: avatar)
        // The title: from avatar right + 8 to cell right - 8, top + 8, one line high.
        b.add([l(title), l(avatar), w(avatar)], [1, -1, -1], -8, .equal, owner: title)
        b.add([l(title), w(title), l(cell), w(cell)], [1, 1, -1, -1], 8, .equal, owner: title)
        let titleTop = b.equal(t(title), t(cell), plus: 8, owner: title)
        if c == middle {
            b.constantEdit = ConstantEdit(
                constraint: titleTop, original: -8, edited: -12,
                affectedViews: Array(cell..<(4 * cells)), variation: Variation(titleShift: (c, 4)))
        }
        b.fix(h(title), 20, owner: title, relation: .greaterThanOrEqual, priority: 750)
        b.fix(h(title), 20, owner: title, relation: .lessThanOrEqual, priority: 250)
        // The body: under the title, same horizontal edges, its text's height.
        b.equal(l(body), l(title), plus: 0, owner: body)
        b.add([l(body), w(body), l(title), w(title)], [1, 1, -1, -1], 0, .equal, owner: body)
        b.add([t(body), t(title), h(title)], [1, -1, -1], -4, .equal, owner: body)
        let height = 20 * Double(1 + c % 4)
        let low = b.fix(h(body), height, owner: body, relation: .greaterThanOrEqual, priority: 750)
        let high = b.fix(h(body), height, owner: body, relation: .lessThanOrEqual, priority: 250)
        if c == middle {
            let edited = 20 * Double(1 + (c + 1) % 4)
            b.pairEdit = PairEdit(
                constraints: [low, high], originalConstants: [-height, -height],
                editedConstants: [-edited, -edited], affectedViews: Array(cell..<(4 * cells)),
                variation: Variation(bodyHeight: (c, edited)))
        }
        // Last, as the definition lists them: cell bottom >= avatar bottom + 8 and >= body bottom + 8,
        // and the cell as short as its content allows.
        b.add([t(cell), h(cell), t(avatar), h(avatar)], [1, 1, -1, -1], -8, .greaterThanOrEqual, owner: cell)
        b.add([t(cell), h(cell), t(body), h(body)], [1, 1, -1, -1], -8, .greaterThanOrEqual, owner: cell)
        b.fix(h(cell), 0, owner: cell, priority: 250)
    }
}
