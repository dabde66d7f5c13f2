import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// UIKit snaps engine frames and fitting sizes to the screen's pixel grid (PixelGrid). The
/// values here are the ones observed on devices: y = 950.25 becomes 950.5 on a 2× screen and
/// 950.2 becomes 950; a 173.5-point fitting width stays 173.5 on 2× and becomes 173.666… on 3×.
@MainActor @Suite struct PixelGridTests {
    private func pinnedView(top: CGFloat, scale: CGFloat?) -> UIView {
        let root = makeRoot(width: 768, height: 1024)
        root.hostDisplayScale = scale
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 768),
            view.heightAnchor.constraint(equalToConstant: 8),
        ])
        root.layoutIfNeeded()
        return view
    }

    @Test func edgesGoToTheNearestPixel() {
        expectFrame(pinnedView(top: 950.25, scale: 2), 0, 950.5, 768, 8)
        expectFrame(pinnedView(top: 950.2, scale: 2), 0, 950, 768, 8)
        expectFrame(pinnedView(top: 950.2, scale: 3), 0, 950 + 1.0 / 3, 768, 8)
        expectFrame(pinnedView(top: 950.2, scale: 1), 0, 950, 768, 8)
        // With no host scale the tree uses the main screen's (an iPhone 8: 2×).
        expectFrame(pinnedView(top: 950.25, scale: nil), 0, 950.5, 768, 8)
    }

    /// Three equal thirds of 320 points: the snapped edges keep the views touching, so on 2×
    /// the middle one takes the odd pixel (106.5, 107, 106.5); on 3× thirds are exact.
    @Test func adjacentViewsStayAdjacent() {
        for (scale, widths) in [
            (CGFloat(2), [106.5, 107, 106.5] as [CGFloat]), (3, [320.0 / 3, 320.0 / 3, 320.0 / 3]),
        ] {
            let root = makeRoot(width: 320, height: 100)
            root.hostDisplayScale = scale
            let views = (0..<3).map { _ in makeConstrainedView(in: root) }
            var constraints = [
                views[0].leftAnchor.constraint(equalTo: root.leftAnchor),
                views[2].rightAnchor.constraint(equalTo: root.rightAnchor),
            ]
            for (index, view) in views.enumerated() {
                constraints += [
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ]
                if index > 0 {
                    constraints += [
                        view.leftAnchor.constraint(equalTo: views[index - 1].rightAnchor),
                        view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
                    ]
                }
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            var x: CGFloat = 0
            for (view, width) in zip(views, widths) {
                expectFrame(view, x, 0, width, 10)
                x += width
            }
            #expect(abs(views[2].frame.maxX - 320) < 1e-9)
        }
    }

    @Test func fittingSizesAreSnapped() {
        func fittingWidth(_ width: CGFloat, scale: CGFloat?) -> CGFloat {
            let root = makeRoot()
            root.hostDisplayScale = scale
            let view = makeConstrainedView(in: root)
            view.widthAnchor.constraint(equalToConstant: width).isActive = true
            return view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).width
        }
        #expect(abs(fittingWidth(173.5, scale: 2) - 173.5) < 1e-9)
        #expect(abs(fittingWidth(173.5, scale: 3) - 521.0 / 3) < 1e-9)
        #expect(abs(fittingWidth(173.25, scale: 2) - 173.5) < 1e-9)
        #expect(abs(fittingWidth(173.25, scale: 3) - 520.0 / 3) < 1e-9)
        // A view outside any tree uses the main screen's scale.
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        loose.widthAnchor.constraint(equalToConstant: 173.25).isActive = true
        #expect(abs(loose.systemLayoutSizeFitting(.zero).width - 173.5) < 1e-9)
    }

    /// Frames set by hand are not snapped, even when the engine re-applies them.
    @Test func framesSetByHandStayExact() {
        let root = makeRoot()
        let manual = UIView(frame: CGRect(x: 0.1, y: 10.3, width: 100.2, height: 20.7))
        root.addSubview(manual)
        let constrained = makeConstrainedView(in: manual)
        NSLayoutConstraint.activate([
            constrained.leftAnchor.constraint(equalTo: manual.leftAnchor, constant: 0.3),
            constrained.topAnchor.constraint(equalTo: manual.topAnchor),
            constrained.widthAnchor.constraint(equalToConstant: 10),
            constrained.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(manual, 0.1, 10.3, 100.2, 20.7)
        // Window x 0.4 snaps to 0.5, relative to the parent's snapped 0: 0.5; y 10.3 → 10.5.
        expectFrame(constrained, 0.5, 0, 10, 10)
    }

    @Test func contentScaleFactorReportsTheTreeScale() {
        let root = makeRoot()
        let view = UIView()
        root.addSubview(view)
        #expect(view.contentScaleFactor == LayoutEnvironment.displayScale)
        root.hostDisplayScale = 3
        #expect(view.contentScaleFactor == 3)
        view.contentScaleFactor = 1
        #expect(view.contentScaleFactor == 1)
    }
}
