import Foundation
import OpenAutoLayout
import Testing

/// A fit measures width-dependent content again at the width its solution gave, until the widths
/// settle (docs/reference/fitting.md#system-layout-size-fitting); the system of the first solve
/// is kept for the next ones where only the content sizes change.
@MainActor @Suite struct FittingRemeasurementTests {
    /// Content of a fixed area, like wrapped text: one line `naturalWidth` wide without a width
    /// limit, `area / width` tall within one. Without a limit its width can be left out
    /// (`hasWidthWithoutLimit`), as a view without an intrinsic width.
    final class Block: UIView, WidthDependentContentSize {
        let area: CGFloat = 2000
        let naturalWidth: CGFloat = 200
        var hasWidthWithoutLimit = true

        init() {
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }

        required init?(coder: NSCoder) { nil }

        var intrinsicSizeDependsOnWidth: Bool { true }

        func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
            guard let width else {
                return CGSize(
                    width: hasWidthWithoutLimit ? naturalWidth : UIView.noIntrinsicMetric, height: area / naturalWidth)
            }
            let lineWidth = min(width, naturalWidth)
            return CGSize(width: lineWidth, height: area / lineWidth)
        }

        override var intrinsicContentSize: CGSize { intrinsicContentSize(forLayoutWidth: nil) }
    }

    /// A view of a fixed intrinsic size that counts how often it is asked for it.
    final class CountingView: UIView {
        private(set) var reads = 0

        override var intrinsicContentSize: CGSize {
            reads += 1
            return CGSize(width: 30, height: 12)
        }
    }

    /// `content` 10 points inside a new container on every side.
    private func container(around content: UIView) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        return container
    }

    private func fit(_ view: UIView, width: CGFloat) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// Unlimited, the block is 200 × 10; within the 80 points a 100-point container leaves it,
    /// 80 × 25, so the container is 25 + 20 = 45 tall.
    @Test func wrappedContentIsAsTallAsItsSolvedWidthNeeds() {
        let size = fit(container(around: Block()), width: 100)
        #expect(abs(size.width - 100) < 0.001)
        #expect(abs(size.height - 45) < 0.001)
    }

    /// A view that has no intrinsic width without a limit gains one at its solved width: the
    /// second solve has constraints the first had not, and gives the same height.
    @Test func contentThatGainsAnIntrinsicWidthIsMeasuredAgain() {
        let block = Block()
        block.hasWidthWithoutLimit = false
        let size = fit(container(around: block), width: 100)
        #expect(abs(size.height - 45) < 0.001)
    }

    /// The other views' intrinsic sizes do not change between the solves of one fit: each is
    /// read once, however often the wrapped content is measured again.
    @Test func aFitReadsTheOtherIntrinsicSizesOnce() {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let block = Block()
        let badge = CountingView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(block)
        content.addSubview(badge)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: content.topAnchor),
            block.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            badge.topAnchor.constraint(equalTo: block.bottomAnchor, constant: 4),
            badge.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            badge.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        let size = fit(container(around: content), width: 100)
        // 10 + 25 + 4 + 12 + 10.
        #expect(abs(size.height - 61) < 0.001)
        #expect(badge.reads == 1)
    }

    /// When the measured size conflicts with a required constraint, the fit gives what a fit of
    /// content of that fixed size gives: the conflicting constraint is left out, as on the first
    /// insertion of a conflicting subtree.
    @Test func aMeasuredSizeThatConflictsGivesWhatFixedContentOfThatSizeGives() {
        func cappedContainer(around content: UIView) -> UIView {
            content.setContentCompressionResistancePriority(.required, for: .vertical)
            let container = container(around: content)
            container.heightAnchor.constraint(lessThanOrEqualToConstant: 40).isActive = true
            return container
        }
        let measured = fit(cappedContainer(around: Block()), width: 100)
        let fixed = ContentView(contentSize: CGSize(width: 80, height: 25))
        let reference = fit(cappedContainer(around: fixed), width: 100)
        #expect(abs(measured.width - reference.width) < 0.001)
        #expect(abs(measured.height - reference.height) < 0.001)
        // The cap, inserted first, holds; the content's required height (25 + 20 > 40) is left
        // out, and the fitting priority pulls the height to 0. Had the first solve's content
        // height (10, required) been kept, the height would be 30.
        #expect(abs(measured.height) < 0.001)
    }
}
