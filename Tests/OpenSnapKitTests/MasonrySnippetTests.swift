import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// Every Masonry snippet of the article "Auto Layout with Masonry", written with the DSL, lays out exactly as the same layout
/// written with anchors; the frames are also checked against values worked out by hand.
/// Here, on a bare root view, view controller guides (`mas_topLayoutGuide…`) are stood in for by
/// a 64-point guide at the top of the root view, and the scroll view by a view whose height its
/// content decides; `LayoutSupportTests` runs the guide snippets on real controllers under bars.
@MainActor @Suite struct MasonrySnippetTests {
    /// Priorities: left and right at medium (500) lose to the width at high (750).
    @Test func mediumEdgesLoseToHighWidth() {
        let dsl = snapKitMatchingAnchors { subView, root in
            subView.snp.makeConstraints { make in
                make.top.equalTo(root).offset(10)
                make.left.equalTo(root).offset(8).priority(.medium)
                make.right.equalTo(root).offset(-8).priority(.medium)
                make.height.equalTo(100)
                make.width.equalTo(50).priority(.high)
            }
        } anchors: { subView, root in
            let left = subView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8)
            left.priority = UILayoutPriority(500)
            let right = subView.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -8)
            right.priority = UILayoutPriority(500)
            let width = subView.widthAnchor.constraint(equalToConstant: 50)
            width.priority = .defaultHigh
            return [
                subView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), left, right,
                subView.heightAnchor.constraint(equalToConstant: 100), width,
            ]
        }
        #expect(dsl.frame.minY == 10 && dsl.frame.width == 50 && dsl.frame.height == 100)
        // Left wants x = 8 and right wants x = 317 at the same priority: any x between costs
        // the same, so only the range is fixed.
        #expect(dsl.frame.minX >= 8 && dsl.frame.minX <= 317)
    }

    /// topView under the top layout guide and bottomView at the bottom, 50 × 50 each; then
    /// `topView.bottom + 40 = bottomView.top` resolved by giving topView's size a lower priority:
    /// topView stretches to 667 − 50 − 40 − 64 = 513.
    @Test func huggingResolvedByPriorities() {
        func build(dsl: Bool) -> [UIView] {
            let root = makeRoot()
            let topGuide = addTopLayoutGuide(to: root)
            let topView = addView(to: root), bottomView = addView(to: root)
            if dsl {
                topView.snp.makeConstraints { make in
                    make.centerX.equalTo(root)
                    make.top.equalTo(topGuide.snp.bottom)
                    make.width.height.equalTo(50).priority(.high)
                }
                bottomView.snp.makeConstraints { make in
                    make.centerX.equalTo(root)
                    make.bottom.equalTo(root.snp.bottom)
                    make.width.height.equalTo(50)
                }
                topView.snp.makeConstraints { make in
                    make.bottom.equalTo(bottomView.snp.top).offset(-40)
                }
            } else {
                topView.translatesAutoresizingMaskIntoConstraints = false
                bottomView.translatesAutoresizingMaskIntoConstraints = false
                let topWidth = topView.widthAnchor.constraint(equalToConstant: 50)
                let topHeight = topView.heightAnchor.constraint(equalToConstant: 50)
                topWidth.priority = .defaultHigh
                topHeight.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    topView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    topView.topAnchor.constraint(equalTo: topGuide.bottomAnchor), topWidth, topHeight,
                    bottomView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    bottomView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    bottomView.widthAnchor.constraint(equalToConstant: 50),
                    bottomView.heightAnchor.constraint(equalToConstant: 50),
                    topView.bottomAnchor.constraint(equalTo: bottomView.topAnchor, constant: -40),
                ])
            }
            root.layoutIfNeeded()
            return [topView, bottomView]
        }
        let dsl = build(dsl: true)
        expectSameFrames(dsl, build(dsl: false))
        expectFrame(dsl[0], 162.5, 64, 50, 513)
        expectFrame(dsl[1], 162.5, 617, 50, 50)
    }

    /// Application (1): equal gaps above, between and below two views, with three spacer views
    /// whose heights are equal to an array of the others (one constraint each). Gaps:
    /// (667 − 100 − 50) / 3 = 172.333…
    @Test func equalGapsWithSpacerViews() {
        func build(dsl: Bool) -> [UIView] {
            let root = makeRoot()
            let subView1 = addView(to: root), subView2 = addView(to: root)
            let space1 = addView(to: root), space2 = addView(to: root), space3 = addView(to: root)
            if dsl {
                space1.snp.makeConstraints { make in
                    make.top.equalTo(root.snp.top)
                    make.centerX.equalTo(root)
                    make.bottom.equalTo(subView1.snp.top)
                    make.width.equalTo(10)
                    make.height.equalTo([space2, space3])
                }
                subView1.snp.makeConstraints { make in
                    make.top.equalTo(space1.snp.bottom)
                    make.centerX.equalTo(root)
                    make.height.equalTo(100)
                    make.width.equalTo(100)
                    make.bottom.equalTo(space2.snp.top)
                }
                space2.snp.makeConstraints { make in
                    make.top.equalTo(subView1.snp.bottom)
                    make.centerX.equalTo(root)
                    make.bottom.equalTo(subView2.snp.top)
                    make.width.equalTo(10)
                    make.height.equalTo([space1, space3])
                }
                subView2.snp.makeConstraints { make in
                    make.top.equalTo(space2.snp.bottom)
                    make.centerX.equalTo(root)
                    make.bottom.equalTo(space3.snp.top)
                    make.height.equalTo(50)
                    make.width.equalTo(50)
                }
                space3.snp.makeConstraints { make in
                    make.top.equalTo(subView2.snp.bottom)
                    make.centerX.equalTo(root)
                    make.bottom.equalTo(root.snp.bottom)
                    make.width.equalTo(10)
                    make.height.equalTo([space1, space2])
                }
            } else {
                for view in [subView1, subView2, space1, space2, space3] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                var constraints: [NSLayoutConstraint] = []
                for view in [space1, subView1, space2, subView2, space3] {
                    constraints.append(view.centerXAnchor.constraint(equalTo: root.centerXAnchor))
                }
                for space in [space1, space2, space3] {
                    constraints.append(space.widthAnchor.constraint(equalToConstant: 10))
                }
                constraints += [
                    space1.topAnchor.constraint(equalTo: root.topAnchor),
                    space1.bottomAnchor.constraint(equalTo: subView1.topAnchor),
                    space2.topAnchor.constraint(equalTo: subView1.bottomAnchor),
                    space2.bottomAnchor.constraint(equalTo: subView2.topAnchor),
                    space3.topAnchor.constraint(equalTo: subView2.bottomAnchor),
                    space3.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    space1.heightAnchor.constraint(equalTo: space2.heightAnchor),
                    space2.heightAnchor.constraint(equalTo: space3.heightAnchor),
                    subView1.widthAnchor.constraint(equalToConstant: 100),
                    subView1.heightAnchor.constraint(equalToConstant: 100),
                    subView2.widthAnchor.constraint(equalToConstant: 50),
                    subView2.heightAnchor.constraint(equalToConstant: 50),
                ]
                NSLayoutConstraint.activate(constraints)
            }
            root.layoutIfNeeded()
            return [subView1, subView2, space1, space2, space3]
        }
        let dsl = build(dsl: true)
        expectSameFrames(dsl, build(dsl: false))
        // Gaps of 517 / 3 = 172.333…; on the 2× pixel grid the edges 172.333, 272.333, 444.667
        // and 494.667 snap to 172.5, 272.5, 444.5 and 494.5.
        expectFrame(dsl[0], 137.5, 172.5, 100, 100)
        expectFrame(dsl[1], 162.5, 444.5, 50, 50)
        expectFrame(dsl[2], 182.5, 0, 10, 172.5)
        expectFrame(dsl[3], 182.5, 272.5, 10, 172)
        expectFrame(dsl[4], 182.5, 494.5, 10, 172.5)
    }

    /// The same gaps with the article's UILayoutGuide version (anchors only) give the DSL's frames.
    @Test func spacerViewsMatchTheLayoutGuideVersion() {
        let root = makeRoot()
        let subView1 = addView(to: root), subView2 = addView(to: root)
        subView1.translatesAutoresizingMaskIntoConstraints = false
        subView2.translatesAutoresizingMaskIntoConstraints = false
        let spaces = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
        for space in spaces { root.addLayoutGuide(space) }
        NSLayoutConstraint.activate([
            spaces[0].topAnchor.constraint(equalTo: root.topAnchor),
            spaces[0].bottomAnchor.constraint(equalTo: subView1.topAnchor),
            spaces[1].topAnchor.constraint(equalTo: subView1.bottomAnchor),
            spaces[1].bottomAnchor.constraint(equalTo: subView2.topAnchor),
            spaces[2].topAnchor.constraint(equalTo: subView2.bottomAnchor),
            spaces[2].bottomAnchor.constraint(equalTo: root.bottomAnchor),
            spaces[0].heightAnchor.constraint(equalTo: spaces[1].heightAnchor),
            spaces[1].heightAnchor.constraint(equalTo: spaces[2].heightAnchor),
            subView1.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            subView2.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            subView1.widthAnchor.constraint(equalToConstant: 100),
            subView1.heightAnchor.constraint(equalToConstant: 100),
            subView2.widthAnchor.constraint(equalToConstant: 50),
            subView2.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        expectFrame(subView1, 137.5, 172.5, 100, 100)
        expectFrame(subView2, 162.5, 444.5, 50, 50)
    }

    /// Application (2): a content view as wide as its container, ten rows 25, 50 … 250 high
    /// stacked from its top, and its bottom at the last row's: the content is
    /// 25 × (1 + … + 10) = 1375 high.
    @Test func contentViewGrowsWithItsRows() {
        func build(dsl: Bool) -> [UIView] {
            let root = makeRoot()
            let scrollView = addView(to: root)
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.leftAnchor.constraint(equalTo: root.leftAnchor),
                scrollView.rightAnchor.constraint(equalTo: root.rightAnchor),
            ])
            let contentView = addView(to: scrollView)
            var rows: [UIView] = []
            if dsl {
                contentView.snp.makeConstraints { make in
                    make.edges.equalTo(scrollView)
                    make.width.equalTo(scrollView)
                }
            } else {
                contentView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    contentView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
                    contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
                    contentView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
                    contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                    contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                ])
            }
            var lastView: UIView?
            var height: CGFloat = 25
            for _ in 0..<10 {
                let view = addView(to: contentView)
                if dsl {
                    view.snp.makeConstraints { make in
                        if let lastView {
                            make.top.equalTo(lastView.snp.bottom)
                        } else {
                            make.top.equalTo(0)
                        }
                        make.left.equalTo(0)
                        make.width.equalTo(contentView.snp.width)
                        make.height.equalTo(height)
                    }
                } else {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        view.topAnchor.constraint(equalTo: lastView?.bottomAnchor ?? contentView.topAnchor),
                        view.leftAnchor.constraint(equalTo: contentView.leftAnchor),
                        view.widthAnchor.constraint(equalTo: contentView.widthAnchor),
                        view.heightAnchor.constraint(equalToConstant: height),
                    ])
                }
                height += 25
                lastView = view
                rows.append(view)
            }
            if dsl {
                contentView.snp.makeConstraints { make in
                    make.bottom.equalTo(lastView!.snp.bottom)
                }
            } else {
                contentView.bottomAnchor.constraint(equalTo: lastView!.bottomAnchor).isActive = true
            }
            root.layoutIfNeeded()
            return [scrollView, contentView] + rows
        }
        let dsl = build(dsl: true)
        expectSameFrames(dsl, build(dsl: false))
        expectFrame(dsl[0], 0, 0, 375, 1375)
        expectFrame(dsl[1], 0, 0, 375, 1375)
        var y: CGFloat = 0
        for (index, row) in dsl.dropFirst(2).enumerated() {
            let height = CGFloat(25 * (index + 1))
            expectFrame(row, 0, y, 375, height)
            y += height
        }
    }

    /// Application (3): a self-sizing cell. Image 40 × 40, name 80 × 20, content 200 × 60,
    /// company 120 × 18 (intrinsic sizes): the company label's bottom 10 above the content
    /// view's decides its height, 10 + 20 + 6 + 60 + 6 + 18 + 10 = 130.
    @Test func selfSizingCell() {
        func build(dsl: Bool) -> [UIView] {
            let root = makeRoot()
            let contentView = addView(to: root)
            contentView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                contentView.topAnchor.constraint(equalTo: root.topAnchor),
                contentView.leftAnchor.constraint(equalTo: root.leftAnchor),
                contentView.widthAnchor.constraint(equalToConstant: 375),
            ])
            let cellImageView = SizedView(width: 40, height: 40)
            let nameLabel = SizedView(width: 80, height: 20)
            let contentLabel = SizedView(width: 200, height: 60)
            let companyLabel = SizedView(width: 120, height: 18)
            for view in [cellImageView, nameLabel, contentLabel, companyLabel] { contentView.addSubview(view) }
            if dsl {
                cellImageView.snp.makeConstraints { make in
                    make.left.equalTo(contentView).offset(10)
                    make.centerY.equalTo(contentView)
                    make.top.greaterThanOrEqualTo(contentView).offset(10)
                    make.bottom.lessThanOrEqualTo(contentView).offset(-10)
                }
                nameLabel.snp.makeConstraints { make in
                    make.left.equalTo(cellImageView.snp.right).offset(6)
                    make.right.lessThanOrEqualTo(contentView).offset(-10)
                    make.top.equalTo(contentView).offset(10)
                }
                contentLabel.snp.makeConstraints { make in
                    make.left.equalTo(nameLabel)
                    make.top.equalTo(nameLabel.snp.bottom).offset(6)
                }
                companyLabel.snp.makeConstraints { make in
                    make.left.equalTo(contentLabel)
                    make.right.lessThanOrEqualTo(contentView).offset(-10)
                    make.top.equalTo(contentLabel.snp.bottom).offset(6)
                    make.bottom.equalTo(contentView).offset(-10)
                }
            } else {
                for view in [cellImageView, nameLabel, contentLabel, companyLabel] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                NSLayoutConstraint.activate([
                    cellImageView.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 10),
                    cellImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    cellImageView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 10),
                    cellImageView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
                    nameLabel.leftAnchor.constraint(equalTo: cellImageView.rightAnchor, constant: 6),
                    nameLabel.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
                    nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    contentLabel.leftAnchor.constraint(equalTo: nameLabel.leftAnchor),
                    contentLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),
                    companyLabel.leftAnchor.constraint(equalTo: contentLabel.leftAnchor),
                    companyLabel.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
                    companyLabel.topAnchor.constraint(equalTo: contentLabel.bottomAnchor, constant: 6),
                    companyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }
            for label in [nameLabel, companyLabel, contentLabel] {
                label.setContentHuggingPriority(.required, for: .vertical)
            }
            root.layoutIfNeeded()
            return [contentView, cellImageView, nameLabel, contentLabel, companyLabel]
        }
        let dsl = build(dsl: true)
        expectSameFrames(dsl, build(dsl: false))
        expectFrame(dsl[0], 0, 0, 375, 130)
        expectFrame(dsl[1], 10, 45, 40, 40)
        expectFrame(dsl[2], 56, 10, 80, 20)
        expectFrame(dsl[3], 56, 36, 200, 60)
        expectFrame(dsl[4], 56, 102, 120, 18)
    }

    /// Application (4): the bottom view sits 50 below the middle view (required) or, when the
    /// middle view goes away, 50 below the top view (high).
    @Test func optionalMiddleView() {
        func build(dsl: Bool) -> [UIView] {
            let root = makeRoot()
            let topView = addView(to: root), midView = addView(to: root), bottomView = addView(to: root)
            if dsl {
                topView.snp.makeConstraints { make in
                    make.top.equalTo(root.snp.top).offset(100)
                    make.centerX.equalTo(root)
                    make.width.height.equalTo(50)
                }
                midView.snp.makeConstraints { make in
                    make.top.equalTo(topView.snp.bottom).offset(50)
                    make.centerX.equalTo(root)
                    make.size.equalTo(topView)
                }
                bottomView.snp.makeConstraints { make in
                    make.size.equalTo(topView)
                    make.centerX.equalTo(root)
                    make.top.equalTo(midView.snp.bottom).offset(50)
                    make.top.equalTo(topView.snp.bottom).offset(50).priority(.high)
                }
            } else {
                for view in [topView, midView, bottomView] { view.translatesAutoresizingMaskIntoConstraints = false }
                let fallback = bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50)
                fallback.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    topView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                    topView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    topView.widthAnchor.constraint(equalToConstant: 50),
                    topView.heightAnchor.constraint(equalToConstant: 50),
                    midView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50),
                    midView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    midView.widthAnchor.constraint(equalTo: topView.widthAnchor),
                    midView.heightAnchor.constraint(equalTo: topView.heightAnchor),
                    bottomView.widthAnchor.constraint(equalTo: topView.widthAnchor),
                    bottomView.heightAnchor.constraint(equalTo: topView.heightAnchor),
                    bottomView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    bottomView.topAnchor.constraint(equalTo: midView.bottomAnchor, constant: 50), fallback,
                ])
            }
            root.layoutIfNeeded()
            return [root, topView, midView, bottomView]
        }
        let dsl = build(dsl: true), anchors = build(dsl: false)
        expectSameFrames(dsl, anchors)
        expectFrame(dsl[1], 162.5, 100, 50, 50)
        expectFrame(dsl[2], 162.5, 200, 50, 50)
        expectFrame(dsl[3], 162.5, 300, 50, 50)
        for views in [dsl, anchors] {
            views[2].removeFromSuperview()
            views[0].layoutIfNeeded()
        }
        expectSameFrames([dsl[3]], [anchors[3]])
        expectFrame(dsl[3], 162.5, 200, 50, 50)
    }

    /// Application (5): two kept constraints on the y axis, one active at a time.
    @Test func toggledTopAndBottomConstraints() {
        let root = makeRoot()
        let subView = addView(to: root)
        var topConstraint: Constraint?
        var bottomConstraint: Constraint?
        subView.snp.makeConstraints { make in
            topConstraint = make.top.equalTo(root).offset(100).constraint
            make.width.height.equalTo(50)
            make.centerX.equalTo(root)
            bottomConstraint = make.bottom.equalTo(root).offset(-50).constraint
        }
        bottomConstraint?.deactivate()

        let anchorView = addView(to: root)
        anchorView.translatesAutoresizingMaskIntoConstraints = false
        let anchorTop = anchorView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        let anchorBottom = anchorView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50)
        NSLayoutConstraint.activate([
            anchorTop, anchorView.widthAnchor.constraint(equalToConstant: 50),
            anchorView.heightAnchor.constraint(equalToConstant: 50),
            anchorView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])
        root.layoutIfNeeded()
        expectSameFrames([subView], [anchorView])
        expectFrame(subView, 162.5, 100, 50, 50)

        bottomConstraint?.activate()
        topConstraint?.deactivate()
        anchorBottom.isActive = true
        anchorTop.isActive = false
        root.layoutIfNeeded()
        expectSameFrames([subView], [anchorView])
        expectFrame(subView, 162.5, 567, 50, 50)
        #expect(bottomConstraint?.isActive == true && topConstraint?.isActive == false)

        bottomConstraint?.deactivate()
        topConstraint?.activate()
        root.layoutIfNeeded()
        expectFrame(subView, 162.5, 100, 50, 50)
    }

    /// Application (6): a view right under the top layout guide.
    @Test func underTheTopLayoutGuide() {
        let dsl = snapKitMatchingAnchors { view1, root in
            let topLayoutGuide = addTopLayoutGuide(to: root)
            view1.snp.makeConstraints { make in
                make.top.equalTo(topLayoutGuide.snp.bottom)
                make.centerX.equalTo(root)
                make.width.height.equalTo(50)
            }
        } anchors: { view1, root in
            let topLayoutGuide = addTopLayoutGuide(to: root)
            return [
                view1.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                view1.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                view1.widthAnchor.constraint(equalToConstant: 50),
                view1.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        expectFrame(dsl, 162.5, 64, 50, 50)
    }

    /// iOS 11: the same view under the safe area's top ({44, 0, 34, 0} here).
    @Test func underTheSafeArea() {
        let dsl = snapKitMatchingAnchors(in: makeSafeAreaRoot) { view, root in
            view.snp.makeConstraints { make in
                make.top.equalTo(root.safeAreaLayoutGuide.snp.top)
                make.centerX.equalTo(root)
                make.width.height.equalTo(50)
            }
        } anchors: { view, root in
            [
                view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        expectFrame(dsl, 162.5, 44, 50, 50)
    }

    /// The article's NSLayoutConstraint / anchors example (leading and trailing to the
    /// superview's margins, 8 points) in the DSL.
    @Test func leadingAndTrailingToMargins() {
        let dsl = snapKitMatchingAnchors { subview, root in
            subview.snp.makeConstraints { make in
                make.leading.equalTo(root.snp.leadingMargin)
                make.trailing.equalTo(root.snp.trailingMargin)
                make.top.equalTo(root).offset(20)
                make.height.equalTo(44)
            }
        } anchors: { subview, root in
            let margin = root.layoutMarginsGuide
            return [
                subview.leadingAnchor.constraint(equalTo: margin.leadingAnchor),
                subview.trailingAnchor.constraint(equalTo: margin.trailingAnchor),
                subview.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                subview.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        expectFrame(dsl, 8, 20, 359, 44)
    }
}
