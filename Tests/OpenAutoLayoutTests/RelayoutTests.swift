import LayoutAssertions
import OpenAutoLayout
import Testing

/// What a layout pass does after a small edit: only the frames the edit changed are written,
/// through `bounds` and `center` as UIKit's engine writes them, and only the views whose size
/// changed lay out (docs/reference/fitting.md#layout-cycle).
@MainActor @Suite struct RelayoutTests {
    /// Counts every write of its geometry and every layoutSubviews, into a log shared by a tree.
    final class Recording: UIView {
        final class Log {
            var entries: [String] = []
        }

        let log: Log
        var frameWrites = 0
        var boundsWrites = 0
        var centerWrites = 0
        var layouts = 0

        init(_ name: String, log: Log) {
            self.log = log
            super.init(frame: .zero)
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) { nil }

        override var frame: CGRect {
            get { super.frame }
            set {
                frameWrites += 1
                super.frame = newValue
            }
        }

        override var bounds: CGRect {
            get { super.bounds }
            set {
                boundsWrites += 1
                log.entries.append("bounds \(accessibilityIdentifier ?? "")")
                super.bounds = newValue
            }
        }

        override var center: CGPoint {
            get { super.center }
            set {
                centerWrites += 1
                log.entries.append("center \(accessibilityIdentifier ?? "")")
                super.center = newValue
            }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            log.entries.append("layout \(accessibilityIdentifier ?? "")")
        }

        override func updateConstraints() {
            log.entries.append("update \(accessibilityIdentifier ?? "")")
            super.updateConstraints()
        }

        var writes: Int { frameWrites + boundsWrites + centerWrites }

        func resetCounts() {
            frameWrites = 0
            boundsWrites = 0
            centerWrites = 0
            layouts = 0
            log.entries = []
        }
    }

    /// A root with three stacked rows, each 20 pt below the last, 100 × 10.
    @MainActor private struct Rows {
        let root: Recording
        let rows: [Recording]
        let tops: [NSLayoutConstraint]
        let widths: [NSLayoutConstraint]

        init() {
            let log = Recording.Log()
            root = Recording("root", log: log)
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            var rows: [Recording] = []
            var tops: [NSLayoutConstraint] = []
            var widths: [NSLayoutConstraint] = []
            for index in 0..<3 {
                let row = Recording("row\(index)", log: log)
                row.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(row)
                tops.append(row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 * CGFloat(index)))
                widths.append(row.widthAnchor.constraint(equalToConstant: 100))
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    tops[index], widths[index], row.heightAnchor.constraint(equalToConstant: 10),
                ])
                rows.append(row)
            }
            self.rows = rows
            self.tops = tops
            self.widths = widths
            root.layoutIfNeeded()
            root.resetCounts()
            for row in rows { row.resetCounts() }
        }
    }

    @Test func movingOneViewWritesOnlyItsCenterAndLaysNothingOut() {
        let tree = Rows()
        tree.tops[1].constant = 25
        tree.root.layoutIfNeeded()
        expectFrame(tree.rows[1], 10, 25, 100, 10)
        #expect(tree.rows[1].centerWrites == 1)
        #expect(tree.rows[1].boundsWrites == 0 && tree.rows[1].frameWrites == 0)
        #expect(tree.rows[0].writes == 0 && tree.rows[2].writes == 0 && tree.root.writes == 0)
        #expect(tree.root.log.entries == ["center row1"])
    }

    @Test func resizingOneViewWritesItsBoundsAndCenterAndLaysOutOnlyThatView() {
        let tree = Rows()
        tree.widths[2].constant = 150
        tree.root.layoutIfNeeded()
        expectFrame(tree.rows[2], 10, 40, 150, 10)
        #expect(tree.rows[2].boundsWrites == 1 && tree.rows[2].centerWrites == 1)
        #expect(tree.rows[0].writes == 0 && tree.rows[1].writes == 0 && tree.root.writes == 0)
        #expect(tree.root.log.entries == ["bounds row2", "center row2", "layout row2"])
    }

    @Test func anEditThatChangesNothingWritesNothing() {
        let tree = Rows()
        tree.tops[0].constant = 0
        tree.widths[1].constant = 150
        tree.widths[1].constant = 100
        tree.root.layoutIfNeeded()
        #expect(tree.root.log.entries.isEmpty)
        #expect(tree.rows.allSatisfy { $0.writes == 0 })
    }

    @Test func aFrameSetByHandStaysUntilTheEnginesAnswerForItChanges() {
        let tree = Rows()
        tree.rows[0].frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        tree.tops[1].constant = 25
        tree.root.layoutIfNeeded()
        expectFrame(tree.rows[0], 1, 2, 3, 4)
        expectFrame(tree.rows[1], 10, 25, 100, 10)
        tree.tops[0].constant = 5
        tree.root.layoutIfNeeded()
        expectFrame(tree.rows[0], 10, 5, 100, 10)
    }

    /// Two branches resized by edits made in the opposite order: frames are written and views
    /// laid out in tree order, superviews first, as a walk of the whole tree would.
    @Test func resizedViewsInTwoBranchesLayOutInTreeOrder() {
        let log = Recording.Log()
        let root = Recording("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var widths: [NSLayoutConstraint] = []
        for branch in 0..<2 {
            let outer = Recording("outer\(branch)", log: log)
            let inner = Recording("inner\(branch)", log: log)
            for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(outer)
            outer.addSubview(inner)
            let width = outer.widthAnchor.constraint(equalToConstant: 100)
            widths.append(width)
            NSLayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 50 * CGFloat(branch)),
                width, outer.heightAnchor.constraint(equalToConstant: 40),
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                inner.topAnchor.constraint(equalTo: outer.topAnchor),
                inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
                inner.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        log.entries = []
        widths[1].constant = 120
        widths[0].constant = 110
        root.layoutIfNeeded()
        #expect(
            log.entries == [
                "bounds outer0", "center outer0", "bounds outer1", "center outer1", "bounds inner0",
                "center inner0", "bounds inner1", "center inner1", "layout outer0", "layout outer1",
                "layout inner0", "layout inner1",
            ])
    }

    /// More views than the pass orders one by one (over 64) asking at three depths, deepest
    /// first: as in UIKit, every view's updateConstraints runs before any layoutSubviews,
    /// bottom-up (a view's after its subviews'), and layoutSubviews top-down (a view's after its
    /// superview's), each once. The order between branches is not asserted: the evidence gives
    /// only the direction.
    @Test func manyQueuedViewsUpdateBottomUpAndLayOutTopDown() {
        let log = Recording.Log()
        let root = Recording("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var outers: [Recording] = []
        var inners: [Recording] = []
        for index in 0..<40 {
            let outer = Recording("outer\(index)", log: log)
            let inner = Recording("inner\(index)", log: log)
            root.addSubview(outer)
            outer.addSubview(inner)
            outers.append(outer)
            inners.append(inner)
        }
        root.layoutIfNeeded()
        log.entries = []
        for view in inners.reversed() + outers.reversed() + [root] {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
        }
        root.layoutIfNeeded()
        let updates = log.entries.prefix { $0.hasPrefix("update ") }.map { $0.dropFirst("update ".count) }
        let layouts = log.entries.dropFirst(updates.count).map { $0.dropFirst("layout ".count) }
        let everyName = ["root"] + (0..<40).flatMap { ["outer\($0)", "inner\($0)"] }
        #expect(updates.map(String.init).sorted() == everyName.sorted())
        #expect(log.entries.dropFirst(updates.count).allSatisfy { $0.hasPrefix("layout ") })
        #expect(layouts.map(String.init).sorted() == everyName.sorted())
        let updateAt = Dictionary(uniqueKeysWithValues: updates.enumerated().map { (String($1), $0) })
        let layoutAt = Dictionary(uniqueKeysWithValues: layouts.enumerated().map { (String($1), $0) })
        for index in 0..<40 {
            let (outer, inner) = ("outer\(index)", "inner\(index)")
            #expect(updateAt[inner]! < updateAt[outer]! && updateAt[outer]! < updateAt["root"]!)
            #expect(layoutAt["root"]! < layoutAt[outer]! && layoutAt[outer]! < layoutAt[inner]!)
        }
    }
}
