import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UIDatePicker, UIPickerView and UIVisualEffectView (docs/reference/controls.md).
@MainActor @Suite struct PickerAndEffectViewTests {
    @Test func aWheelsDatePickerCentredInTheScreenAsXcodeStoresIt() {
        // From Apple's UIKitCatalog sample (saved by Xcode 9): a date picker centred in a
        // 375 × 667 view is stored at (27.5, 225.5, 320, 216).
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.datePickerStyle == .wheels)
        expectSize(picker.intrinsicContentSize, 320, 216)
        layOut(picker) { picker, root in
            [
                picker.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                picker.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ]
        }
        expectFrame(picker, 27.5, 225.5, 320, 216)
    }

    @Test func theAutomaticStyleIsCompactFromIOS13Point4AndWheelsBefore() {
        let picker = UIDatePicker()
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.datePickerStyle == .compact)
        expectSize(picker.intrinsicContentSize, 215, 34)
        picker.datePickerMode = .date
        expectSize(picker.intrinsicContentSize, 120, 34)
        picker.preferredDatePickerStyle = .inline
        expectSize(picker.intrinsicContentSize, 320, 330)
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        let old = UIDatePicker()
        let window = show(old, systemVersion: 12, placedAt20And100)
        withExtendedLifetime(window) {
            #expect(old.datePickerStyle == .wheels)
            expectFrame(old, 20, 100, 320, 216)
        }
    }

    @Test func aPickerViewIs320By216() {
        let picker = UIPickerView()
        expectSize(picker.intrinsicContentSize, 320, 216)
        expectSize(picker.sizeThatFits(.zero), 320, 216)
        layOut(picker) { picker, root in
            [
                picker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                picker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                picker.topAnchor.constraint(equalTo: root.topAnchor, constant: 51),
            ]
        }
        // Stretched by its edges, as in UIKitCatalog's picker scene; its height stays 216.
        expectFrame(picker, 0, 51, 375, 216)
    }

    @Test func theEffectViewsContentViewFillsIt() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let effectView = UIVisualEffectView(effect: blur)
        #expect(effectView.effect === blur)
        #expect(effectView.contentView.superview === effectView)
        expectSize(effectView.intrinsicContentSize, UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        effectView.contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: effectView.contentView.leadingAnchor, constant: 10),
            badge.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        let root = layOut(effectView, stretchedAt100)
        effectView.heightAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutIfNeeded()
        expectFrame(effectView, 20, 100, 335, 60)
        expectFrame(effectView.contentView, 0, 0, 335, 60)
        expectFrame(badge, 10, 20, 30, 20)
        #expect(UIVibrancyEffect(blurEffect: blur).blurEffect === blur)
    }

    @Test func theActivityIndicatorPlacedByPositionOnly() {
        let spinner = UIActivityIndicatorView(style: .large)
        let root = layOut(spinner, placedAt20And100)
        expectFrame(spinner, 20, 100, 37, 37)
        spinner.style = .medium
        root.layoutIfNeeded()
        expectFrame(spinner, 20, 100, 20, 20)
    }
}
