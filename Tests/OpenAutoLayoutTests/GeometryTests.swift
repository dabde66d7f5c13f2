import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

@MainActor @Suite struct GeometryTests {
    @Test func edgeInsetsDescribeLikeUIKit() {
        #expect(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0).description == "{20, 0, 0, 0}")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)) == "{44, 0, 34, 0}")
        #expect(NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16).description == "{0, 16, 0, 16}")
        #expect(UIOffset(horizontal: 1.5, vertical: -2).description == "{1.5, -2}")
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func rectStringsAndInset() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(NSStringFromCGRect(rect) == "{{10, 20}, {100, 50}}")
        #expect(NSStringFromCGPoint(CGPoint(x: 0.5, y: 3)) == "{0.5, 3}")
        expectRect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), 12, 21, 94, 46)
    }

    @Test func rectEdgeRawValues() {
        #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    }

    @Test func colors() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.clear.alpha == 0)
        let view = UIView()
        view.backgroundColor = .systemBlue
        #expect(view.backgroundColor == UIColor.systemBlue)
    }
}
