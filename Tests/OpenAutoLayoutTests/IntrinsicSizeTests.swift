import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// An intrinsic size becomes `size <= w @hugging` and `size >= w @compression`.
@MainActor @Suite struct IntrinsicSizeTests {
    /// Two 120-point labels side by side in a container: which gives way depends on priorities.
    /// As in UIKit, subviews do not keep their superview alive: the suite keeps the containers.
    final class Keeper: @unchecked Sendable { var roots: [UIView] = [] }
    let keeper = Keeper()

    func build(width: CGFloat, configure: (ContentView, ContentView) -> Void) -> (ContentView, ContentView) {
        let container = makeRoot(width: width, height: 100)
        keeper.roots.append(container)
        let a = ContentView(contentSize: CGSize(width: 120, height: 20))
        let b = ContentView(contentSize: CGSize(width: 120, height: 20))
        container.addSubview(a)
        container.addSubview(b)
        configure(a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        return (a, b)
    }

    @Test func lowerCompressionResistanceIsCompressed() {
        let (a, b) = build(width: 200) { _, b in
            b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        expectFrame(a, 0, 0, 120, 20)
        expectFrame(b, 120, 0, 80, 20)
        let (c, d) = build(width: 200) { c, _ in
            c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        expectFrame(c, 0, 0, 80, 20)
        expectFrame(d, 80, 0, 120, 20)
    }

    @Test func lowerHuggingStretches() {
        let (a, b) = build(width: 300) { _, b in b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
        expectFrame(a, 0, 0, 180, 20)
        expectFrame(b, 180, 0, 120, 20)
        #expect(!a.hasAmbiguousLayout)
    }

    @Test func compressionBelowARequiredWidthGivesWay() {
        let container = makeRoot(width: 300, height: 100)
        let label = ContentView(contentSize: CGSize(width: 120, height: 20))
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        container.layoutIfNeeded()
        expectFrame(label, 10, 10, 100, 20)
        // A weaker cap loses to compression resistance (750). A one-item constraint is
        // installed on its item.
        // The label's own constraints also list, as UIKit does, its intrinsic-size constraints.
        #expect(label.constraints.contains { $0 is NSContentSizeLayoutConstraint })
        let installed = label.constraints.filter { !($0 is NSContentSizeLayoutConstraint) }
        #expect(installed.count == 1)
        installed[0].isActive = false
        let weakCap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        weakCap.priority = .defaultLow
        weakCap.isActive = true
        container.layoutIfNeeded()
        expectFrame(label, 10, 10, 120, 20)
    }

    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let container = makeRoot(width: 300, height: 100)
        let label = ContentView(contentSize: CGSize(width: 50, height: 20))
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        expectFrame(label, 125, 40, 50, 20)
        label.contentSize = CGSize(width: 100, height: 30)
        container.layoutIfNeeded()
        expectFrame(label, 100, 35, 100, 30)
        // No intrinsic width: only the height stays determined.
        label.contentSize = CGSize(width: UIView.noIntrinsicMetric, height: 30)
        container.layoutIfNeeded()
        #expect(label.hasAmbiguousLayout)
        #expect(label.constraintsAffectingLayout(for: .vertical).contains { $0 is NSContentSizeLayoutConstraint })
    }
}
