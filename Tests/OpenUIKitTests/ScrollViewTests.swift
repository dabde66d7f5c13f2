import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Scroll views (docs/reference/scroll-views.md) and the content view of the article "Auto Layout
/// with Masonry": content size from constraints, the legacy rule for constraints made
/// directly to a scroll view, the content and frame layout guides, and the content offset as the
/// bounds origin.
@MainActor @Suite struct ScrollViewTests {
    /// A root view `width` × `height` that a scroll view fills with constraints, and a view in
    /// the scroll view that has no constraints yet (its autoresizing mask not translated).
    private func scrollViewWithContent(width: CGFloat = 375, height: CGFloat = 667)
        -> (root: UIView, scrollView: UIScrollView, content: UIView)
    {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return (root, scrollView, content)
    }

    @Test func scrollViewsClipToTheirBoundsAsInUIKit() {
        #expect(UIScrollView().clipsToBounds)
        #expect(UITableView(frame: .zero, style: .plain).clipsToBounds)
        #expect(!UIView().clipsToBounds)
    }

    /// The legacy rule's example (docs/reference/scroll-views.md#legacy-edge-rule): 100 + 200 + 500
    /// wide, 131 + 200 + 269 tall.
    @Test func edgeConstraintsToTheScrollViewAttachToTheContent() {
        let (root, scrollView, content) = scrollViewWithContent()
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 100),
            content.widthAnchor.constraint(equalToConstant: 200),
            scrollView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 500),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 131),
            content.heightAnchor.constraint(equalToConstant: 200),
            scrollView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 269),
        ])
        root.layoutIfNeeded()
        expectFrame(scrollView, 0, 0, 375, 667)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        expectFrame(content, 100, 131, 200, 200)
        expectRect(scrollView.contentLayoutGuide.layoutFrame, 0, 0, 800, 600)
        expectRect(scrollView.frameLayoutGuide.layoutFrame, 0, 0, 375, 667)
        #expect(!content.hasAmbiguousLayout)

        // Scrolling moves the content, not the frame.
        scrollView.contentOffset = CGPoint(x: 50, y: 40)
        root.layoutIfNeeded()
        expectFrame(content, 100, 131, 200, 200)
        expectRect(content.convert(content.bounds, to: root), 50, 91, 200, 200)
        expectFrame(scrollView, 0, 0, 375, 667)
        #expect(scrollView.bounds.origin == CGPoint(x: 50, y: 40))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
    }

    /// Margin edges attach to the content area inset by the scroll view's margins: 12 + 200 + 12
    /// wide and 8 + 300 + 8 + 20 tall with margins of 8 and 12.
    @Test func marginConstraintsToTheScrollViewAttachToTheContentsMargins() {
        let (root, scrollView, content) = scrollViewWithContent()
        scrollView.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: content, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: scrollView, attribute: .trailingMargin, relatedBy: .equal, toItem: content,
                attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: content, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: scrollView, attribute: .bottomMargin, relatedBy: .equal, toItem: content,
                attribute: .bottom, multiplier: 1, constant: 20),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 224, height: 336))
        expectFrame(content, 12, 8, 200, 300)
        #expect(!content.hasAmbiguousLayout)
        // Scrolling moves the content with its margins; new margins move it at the next layout.
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.layoutMargins = UIEdgeInsets(top: 16, left: 12, bottom: 8, right: 12)
        root.layoutIfNeeded()
        expectFrame(content, 12, 16, 200, 300)
        #expect(scrollView.contentSize == CGSize(width: 224, height: 344))
    }

    @Test func sizeAndCenterConstraintsAttachToTheFrame() {
        let (root, scrollView, content) = scrollViewWithContent()
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
            content.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        root.layoutIfNeeded()
        // Height equals the frame's (667); top and bottom pin the content area to it.
        #expect(scrollView.contentSize.height == 667)
        // centerX is the frame's center in the scroll view's superview, so on screen the view
        // stays centred: x = 187.5 − 93.75 in root coordinates, 94 on the 2× pixel grid.
        expectRect(content.convert(content.bounds, to: root), 94, -30, 187.5, 667)
    }

    @Test func constraintsToViewsOutsideKeepThemFixedOnScreen() {
        let (root, scrollView, floating) = scrollViewWithContent()
        NSLayoutConstraint.activate([
            floating.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            floating.widthAnchor.constraint(equalToConstant: 30),
            floating.heightAnchor.constraint(equalToConstant: 40),
        ])
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        root.layoutIfNeeded()
        expectFrame(floating, 20, 10, 30, 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        expectFrame(floating, 20, 310, 30, 40)
        expectRect(floating.convert(floating.bounds, to: root), 20, 10, 30, 40)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 2000))
    }

    @Test func contentLayoutGuideAndFrameLayoutGuide() {
        let (root, scrollView, content) = scrollViewWithContent(width: 320, height: 480)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        expectFrame(content, 0, 0, 320, 1000)
    }

    @Test func contentSizeSetByHandWithoutConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 300, height: 400)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 400))
        expectRect(scrollView.contentLayoutGuide.layoutFrame, 0, 0, 300, 400)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        scrollView.addSubview(child)
        scrollView.setContentOffset(CGPoint(x: 5, y: 15), animated: false)
        root.layoutIfNeeded()
        expectFrame(child, 10, 20, 30, 40)
        #expect(child.convert(CGPoint.zero, to: scrollView) == CGPoint(x: 10, y: 20))
        #expect(scrollView.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint(x: 5, y: 5))
    }

    /// The article "Auto Layout with Masonry": a content view pinned to the scroll view's edges and as wide as it, holding
    /// ten rows 25, 50 … 250 tall, one under the other; the last row's bottom is the content
    /// view's bottom. Content height = 25 × (1 + … + 10) = 1375.
    @Test func tenRowsGiveTheContentItsHeight() {
        let (root, scrollView, contentView) = scrollViewWithContent()
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            contentView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        var rows: [UIView] = []
        var height: CGFloat = 25
        for _ in 0..<10 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? contentView.topAnchor),
                row.leftAnchor.constraint(equalTo: contentView.leftAnchor),
                row.widthAnchor.constraint(equalTo: contentView.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: height),
            ])
            height += 25
            rows.append(row)
        }
        rows.last?.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1375))
        expectFrame(contentView, 0, 0, 375, 1375)
        expectFrame(rows[0], 0, 0, 375, 25)
        expectFrame(rows[3], 0, 150, 375, 100)
        expectFrame(rows[9], 0, 1125, 375, 250)
        #expect(!scrollView.hasAmbiguousLayout && !contentView.hasAmbiguousLayout)
    }
}
