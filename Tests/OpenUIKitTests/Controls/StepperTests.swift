import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UIStepper's size and value (docs/reference/controls.md#stepper).
@MainActor @Suite struct StepperTests {
    @Test func theStepperIs94By32FromIOS13() {
        let stepper = UIStepper()
        expectSize(stepper.intrinsicContentSize, 94, 32)
        expectSize(stepper.sizeThatFits(CGSize(width: 300, height: 300)), 94, 32)
        expectFrame(stepper, 0, 0, 94, 32)
        expectFrame(UIStepper(frame: CGRect(x: 40, y: 50, width: 200, height: 50)), 40, 50, 94, 32)
        expectInsets(stepper.alignmentRectInsets, 0, 0, 0, 0)
        #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(stepper.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(stepper.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        layOut(stepper, placedAt20And100)
        expectFrame(stepper, 20, 100, 94, 32)
    }

    @Test func beforeIOS13AStepperCentredInACellIsStoredAsXcodeStoresIt() {
        // From Apple's UIKitCatalog sample (saved by Xcode 9): a stepper centred in a 375 × 43.5
        // content view is stored at (140.5, 7.5, 94, 29).
        let stepper = UIStepper()
        let window = show(stepper, systemVersion: 12) { stepper, root in
            [
                stepper.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                stepper.centerYAnchor.constraint(equalTo: root.topAnchor, constant: 21.75),
            ]
        }
        withExtendedLifetime(window) {
            expectSize(stepper.intrinsicContentSize, 94, 29)
            expectFrame(stepper, 140.5, 7.5, 94, 29)
        }
    }

    @Test func stepsStopAtTheBoundsUnlessTheStepperWraps() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps)
        stepper.maximumValue = 5
        stepper.minimumValue = 2
        #expect(stepper.value == 2)
        stepper.stepValue = 2
        stepper.increment()
        #expect(stepper.value == 4)
        stepper.increment()
        #expect(stepper.value == 5)
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 2)
        stepper.decrement()
        #expect(stepper.value == 5)
        stepper.wraps = false
        stepper.value = 2.5
        stepper.decrement()
        #expect(stepper.value == 2)
        stepper.value = 99
        #expect(stepper.value == 5)
    }

    @Test func aStepOfZeroStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = UIStepper()
                stepper.stepValue = 0
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("-[UIStepper setStepValue:]: stepValue (0) must be greater than 0"))
    }

    @Test func aMaximumNotAboveTheMinimumStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = UIStepper()
                stepper.minimumValue = 10
                stepper.maximumValue = 10
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains("-[UIStepper setMaximumValue:]: maximumValue (10) must be greater than minimumValue (10)"))
    }
}
