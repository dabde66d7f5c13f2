import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UIPageControl's size and current page (docs/reference/controls.md#page-control).
@MainActor @Suite struct PageControlTests {
    @Test func fromIOS15ThreePagesMake116By26() {
        let pages = UIPageControl()
        expectSize(pages.intrinsicContentSize, 0, 0)
        pages.numberOfPages = 3
        // Storyboards of Xcode 13 to 15 store three-page controls 116 × 26 (17 × 3 + 65).
        expectSize(pages.size(forNumberOfPages: 3), 116, 26)
        expectSize(pages.intrinsicContentSize, 116, 26)
        expectSize(pages.sizeThatFits(.zero), 116, 26)
        layOut(pages, placedAt20And100)
        expectFrame(pages, 20, 100, 116, 26)
        #expect(pages.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func onIOS14FourPagesMake139By28() {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        let window = show(pages, systemVersion: 14, placedAt20And100)
        withExtendedLifetime(window) {
            // Xcode 12.5 stores a four-page control 139 × 28.
            expectSize(pages.intrinsicContentSize, 139, 28)
            expectFrame(pages, 20, 100, 139, 28)
        }
    }

    @Test func beforeIOS14ThreeDotsMake39By37() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let window = show(pages, systemVersion: 13, placedAt20And100)
        withExtendedLifetime(window) {
            expectSize(pages.intrinsicContentSize, 39, 37)
            expectFrame(pages, 20, 100, 39, 37)
            expectSize(pages.size(forNumberOfPages: 10), 151, 37)
        }
    }

    @Test func aSinglePageCanHideTheControl() {
        let pages = UIPageControl()
        pages.numberOfPages = 1
        expectSize(pages.intrinsicContentSize, 82, 26)
        pages.hidesForSinglePage = true
        expectSize(pages.intrinsicContentSize, 0, 0)
        pages.numberOfPages = 2
        expectSize(pages.intrinsicContentSize, 99, 26)
    }

    @Test func theCurrentPageIsPinnedToThePages() {
        let pages = UIPageControl()
        pages.currentPage = 3
        #expect(pages.currentPage == 0)
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 3
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -4
        #expect(pages.numberOfPages == 0)
        #expect(pages.currentPage == 0)
    }
}
