import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UIPageControl's size and current page (docs/reference/controls.md#page-control).
@MainActor @Suite struct PageControlTests {
    @Test func fromIOS14TheDotsSitOnA26PointPlatter() {
        let pages = UIPageControl()
        expectSize(pages.intrinsicContentSize, 0, 0)
        pages.numberOfPages = 3
        // 3 dots 16 points apart (39) and 12 points on each side.
        expectSize(pages.size(forNumberOfPages: 3), 63, 26)
        expectSize(pages.intrinsicContentSize, 63, 26)
        expectSize(pages.sizeThatFits(.zero), 63, 26)
        layOut(pages, placedAt20And100)
        expectFrame(pages, 20, 100, 63, 26)
        #expect(pages.contentHuggingPriority(for: .horizontal) == .defaultLow)
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
        expectSize(pages.intrinsicContentSize, 31, 26)
        pages.hidesForSinglePage = true
        expectSize(pages.intrinsicContentSize, 0, 0)
        pages.numberOfPages = 2
        expectSize(pages.intrinsicContentSize, 47, 26)
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
