import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UISearchBar's size and its text field (docs/reference/controls.md#search-bar).
@MainActor @Suite struct SearchBarTests {
    @Test func theBarIs56PointsTallWithAFieldInside() {
        // From Apple's UIKitCatalog sample (saved by Xcode 9): a search bar pinned to the top and
        // sides of the safe area of a 375 × 667 screen, without a height, is stored at (0, 20, 375, 56).
        let bar = UISearchBar()
        expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 56)
        bar.searchBarStyle = .minimal
        expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 56)
        layOut(bar) { bar, root in
            [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ]
        }
        expectFrame(bar, 0, 20, 375, 56)
        expectFrame(bar.searchTextField, 8, 10, 359, 36)
        #expect(bar.searchTextField.superview === bar)
        #expect(bar.searchTextField.borderStyle == .roundedRect)
        expectSize(bar.sizeThatFits(.zero), 375, 56)
    }

    /// Before iOS 11 the bar is 44 points tall with a 28-point field (descriptions of the iOS 7–10
    /// bar); from iOS 26 it is 64 (GoMap's place search, saved by Xcode 26: a search bar pinned to
    /// the sides and to the views above and below it, without a height, is stored 64 points tall).
    @Test(arguments: [(10.0, 44.0, 28.0), (26.0, 64.0, 36.0)])
    func theBarsHeightFollowsTheSystemVersion(systemVersion: Double, height: CGFloat, fieldHeight: CGFloat) {
        let bar = UISearchBar()
        let window = show(bar, systemVersion: systemVersion) { bar, root in
            [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ]
        }
        withExtendedLifetime(window) {
            expectFrame(bar, 0, 20, 375, height)
            expectFrame(bar.searchTextField, 8, (height - fieldHeight) / 2, 359, fieldHeight)
        }
    }

    @Test func thePlaceholderAndTextAreTheFields() {
        let bar = UISearchBar()
        bar.placeholder = "Search"
        bar.text = "cats"
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.searchTextField.text == "cats")
        bar.searchTextField.text = "dogs"
        #expect(bar.text == "dogs")
    }
}
