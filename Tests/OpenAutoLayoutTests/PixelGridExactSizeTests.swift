import Foundation
import OpenAutoLayout
import Testing

/// Snapped frames are computed in whole pixels and converted to points once
/// (docs/reference/fitting.md#pixel-grid), so a size already on the pixel grid comes back
/// exactly, at every scale and origin, as UIKit gives it: a 100-pt view at x = 196.5 on a 3×
/// screen is exactly 100 wide, not 100.00000000000003.
@MainActor @Suite struct PixelGridExactSizeTests {
    /// A view at (`x`, `y`) of size `width` × `height` in a root on a `scale`× screen, laid out.
    private func layOut(x: CGFloat, y: CGFloat = 0, width: CGFloat, height: CGFloat = 10, scale: CGFloat) -> CGRect {
        let root = makeRoot(width: 1024, height: 1024)
        root.hostDisplayScale = scale
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
        root.layoutIfNeeded()
        return view.frame
    }

    @Test func aHundredPointViewAtAHalfPointOnThreeTimesIsExactlyAHundredWide() {
        let frame = layOut(x: 196.5, width: 100, scale: 3)
        #expect(frame.width == 100)
        // 196.5 pt is 589.5 pixels: the edge goes to pixel 590.
        #expect(frame.minX == 590.0 / 3)
    }

    /// Sizes of whole pixels (n / scale points) stay exactly themselves at any origin, on or off
    /// the grid.
    @Test func sizesOnTheGridStayExactAtEveryScaleAndOrigin() {
        let origins: [CGFloat] = [0, 1.0 / 3, 2.0 / 3, 0.25, 0.5, 17.1, 196.5, 333.3333, 1000.0 / 3]
        for scale in [CGFloat(1), 2, 3] {
            for pixels in [1, 2, 100, 299, 300, 301, 1000, 1001] {
                let size = CGFloat(pixels) / scale
                for origin in origins {
                    let frame = layOut(x: origin, y: origin, width: size, height: size, scale: scale)
                    #expect(frame.width == size, "\(size) at \(origin) on \(scale)×")
                    #expect(frame.height == size, "\(size) at \(origin) on \(scale)×")
                }
            }
        }
    }

    @Test func thirdsOfAPointStayExactOnThreeTimes() {
        let third = layOut(x: 1.0 / 3, width: 100.0 / 3, scale: 3)
        #expect(third.minX == 1.0 / 3)
        #expect(third.width == 100.0 / 3)
        let twoThirds = layOut(x: 2.0 / 3, width: 200.0 / 3, scale: 3)
        #expect(twoThirds.minX == 2.0 / 3)
        #expect(twoThirds.width == 200.0 / 3)
    }

    /// A subview's origin is the whole pixels between its snapped edge and its superview's.
    @Test func nestedOriginsAreWholePixelsFromTheSuperview() {
        let root = makeRoot(width: 1024, height: 1024)
        root.hostDisplayScale = 3
        let outer = makeConstrainedView(in: root)
        let inner = makeConstrainedView(in: outer)
        NSLayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 196.5),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.0 / 3),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 200),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 1.0 / 3),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 100.0 / 3),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100.0 / 3),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 590.0 / 3, y: 10.0 / 3, width: 200, height: 200))
        #expect(inner.frame == CGRect(x: 1.0 / 3, y: 100.0 / 3, width: 100, height: 100.0 / 3))
    }

    @Test func fittingSizesOnTheGridStayExact() {
        for (scale, width) in [(CGFloat(3), 100.0 / 3), (3, 100), (2, 173.5), (1, 41)] {
            let root = makeRoot()
            root.hostDisplayScale = scale
            let view = makeConstrainedView(in: root)
            view.widthAnchor.constraint(equalToConstant: width).isActive = true
            view.heightAnchor.constraint(equalToConstant: width).isActive = true
            #expect(view.systemLayoutSizeFitting(.zero) == CGSize(width: width, height: width))
        }
    }
}
