import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UISlider's size, alignment rectangle and value (docs/reference/controls.md#slider).
@MainActor @Suite struct SliderTests {
    @Test func theSliderHasAHeightButNoWidth() {
        let slider = UISlider()
        expectSize(slider.intrinsicContentSize, UIView.noIntrinsicMetric, 30)
        expectInsets(slider.alignmentRectInsets, 0, 2, 1, 2)
        slider.frame = CGRect(x: 3, y: 4, width: 200, height: 10)
        expectSize(slider.sizeThatFits(.zero), 200, 31)
        expectSize(slider.sizeThatFits(CGSize(width: 120, height: 0)), 120, 31)
        slider.sizeToFit()
        expectFrame(slider, 3, 4, 200, 31)
        #expect(slider.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func pinnedToTheSidesTheFrameReachesTwoPointsPastThem() {
        let slider = UISlider()
        layOut(slider, stretchedAt100)
        expectFrame(slider, 18, 100, 339, 31)
    }

    @Test func aSliderCentredInATableCellAsXcodeStoresIt() {
        // From Apple's UIKitCatalog sample (saved by Xcode 9): a slider 20 points from the sides
        // of a 375 × 43.5 content view, `contentView.centerY == slider.centerY − 0.5`, stored at
        // (18, 7.5, 339, 31).
        let slider = UISlider()
        layOut(slider, in: CGSize(width: 375, height: 43.5)) { slider, content in
            [
                slider.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                content.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 20),
                content.centerYAnchor.constraint(equalTo: slider.centerYAnchor, constant: -0.5),
            ]
        }
        expectFrame(slider, 18, 7.5, 339, 31)
    }

    @Test func theValueStaysWithinTheBounds() {
        let slider = UISlider()
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 1.5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6)
        // With the maximum below the minimum, the minimum wins.
        #expect(slider.maximumValue == 5)
        slider.value = 0
        #expect(slider.value == 6)
    }
}

/// UIProgressView's size and progress (docs/reference/controls.md#progress-view).
@MainActor @Suite struct ProgressViewTests {
    @Test func theDefaultBarIsFourPointsTallFromIOS14() {
        // Storyboards of Xcode 12 to 26 store default-style progress views that no constraint
        // sizes 4 points tall.
        let bar = UIProgressView(progressViewStyle: .default)
        expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 4)
        expectFrame(bar, 0, 0, 0, 4)
        #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
        layOut(bar, stretchedAt100)
        expectFrame(bar, 20, 100, 335, 4)
    }

    @Test func throughIOS13TheDefaultBarIsTwoPointsTall() {
        // A cell xib of Xcode 11.5 (iOS 13.5): a progress view centred on a point 37.5 points
        // down is stored at y = 36.5, 2 points tall; Apple's UIKitCatalog (Xcode 9) stores one
        // centred in a 43.5-point content view at y = 21.
        for (version, centre, y) in [(13.0, 37.5, 36.5), (11.0, 21.75, 21.0)] {
            let bar = UIProgressView(progressViewStyle: .default)
            let window = show(bar, systemVersion: version) { bar, root in
                [
                    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    root.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 20),
                    bar.centerYAnchor.constraint(equalTo: root.topAnchor, constant: centre),
                ]
            }
            withExtendedLifetime(window) { expectFrame(bar, 20, y, 335, 2) }
        }
    }

    @Test func theToolbarStyleIsTwoAndAHalfPointsTallInEveryVersion() {
        // UIKitCatalog (Xcode 9) stores a bar-style progress view 2.5 tall; a storyboard of
        // Xcode 16 (iOS 18) one pinned to the safe area's top of the 3× iPhone 15 Pro 2.667
        // tall, 2.5 on its pixel grid.
        for version in [11.0, 18.0] {
            let bar = UIProgressView(progressViewStyle: .bar)
            let window = show(bar, systemVersion: version, stretchedAt100)
            withExtendedLifetime(window) {
                expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 1.5)
                expectFrame(bar, 20, 100, 335, 2.5)
                bar.progressViewStyle = .default
                expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, version >= 14 ? 4 : 2)
            }
        }
    }

    @Test func theToolbarStylesFrameReachesAPointBelowItsAlignmentRectangle() {
        // A course template's quiz screen, saved by Xcode 11.5 and by Xcode 14.3: a bar-style
        // progress view with a 10-point height constraint, last in a vertical stack whose
        // bottom is 10 points below the view's top, is stored 11 points tall there.
        for version in [13.0, 16.0] {
            let bar = UIProgressView(progressViewStyle: .bar)
            #expect(bar.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
            #expect(UIProgressView(progressViewStyle: .default).alignmentRectInsets == .zero)
            let window = show(bar, systemVersion: version) { bar, root in
                [
                    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    root.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 20),
                    bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                    bar.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
            withExtendedLifetime(window) { expectFrame(bar, 20, 100, 335, 11) }
        }
    }

    @Test func progressIsPinnedBetweenZeroAndOne() {
        let bar = UIProgressView(frame: .zero)
        #expect(bar.progress == 0)
        bar.progress = 0.25
        #expect(bar.progress == 0.25)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
    }
}
