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
    @Test func theBarIsFourPointsTallFromIOS13() {
        let bar = UIProgressView(progressViewStyle: .default)
        expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 4)
        expectFrame(bar, 0, 0, 0, 4)
        #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
        layOut(bar, stretchedAt100)
        expectFrame(bar, 20, 100, 335, 4)
        expectSize(UIProgressView(progressViewStyle: .bar).intrinsicContentSize, UIView.noIntrinsicMetric, 4)
    }

    @Test func beforeIOS13TheBarIsTwoPointsTallAndTheToolbarStyleTwoAndAHalf() {
        // From Apple's UIKitCatalog sample (saved by Xcode 9): a progress view centred in a
        // 43.5-point-tall content view is stored at y = 21, 2 points tall.
        let bar = UIProgressView(progressViewStyle: .default)
        let window = show(bar, systemVersion: 12) { bar, root in
            [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 20),
                bar.centerYAnchor.constraint(equalTo: root.topAnchor, constant: 21.75),
            ]
        }
        withExtendedLifetime(window) {
            expectFrame(bar, 20, 21, 335, 2)
            bar.progressViewStyle = .bar
            expectSize(bar.intrinsicContentSize, UIView.noIntrinsicMetric, 2.5)
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
