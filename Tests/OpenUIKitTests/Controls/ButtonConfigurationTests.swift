import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Buttons with a configuration (iOS 15): sized by their title in the size's font plus the
/// configuration's insets, with the image and padding beside the title; title colours.
@MainActor @Suite struct ButtonConfigurationTests {
    @Test func aMediumButtonIsItsTitlePlus12AtTheSidesAnd7AboveAndBelow() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        // "Button" in 17-point DejaVu Sans: 56.95 wide, 57 on a 2× screen's pixel grid; the
        // system font's line 20.29 tall, 20.5 on the grid.
        expectSize(button.intrinsicContentSize, 57 + 24, 20.5 + 14)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        #expect(button.buttonType == .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        button.layoutIfNeeded()
        // Centred in the 36 points inside the insets: 7 + (36 − 20.5) / 2.
        expectFrame(button.titleLabel!, 31.5, 14.75, 57, 20.5)
    }

    @Test func imagePaddingSeparatesTheImageFromTheTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        configuration.image = UIImage(size: CGSize(width: 22, height: 24))
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        expectSize(button.intrinsicContentSize, 22 + 6 + 57 + 24, 24 + 14)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        expectFrame(button.imageView!, 12, 7, 22, 24)
        expectFrame(button.titleLabel!, 40, 8.75, 57, 20.5)
    }

    @Test func theSizeSetsTheFontAndTheInsets() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Button"
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        // "Button" in 15-point DejaVu Sans: 50.25 wide (50.5 on the grid); the line 17.90 tall (18).
        expectSize(button.intrinsicContentSize, 50.5 + 20, 18 + 10)
    }

    @Test func aClassicButtonsTitleColourFollowsItsStateAndTint() {
        let button = UIButton(type: .system)
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        button.setTitleColor(.systemGreen, for: .normal)
        #expect(button.currentTitleColor == .systemGreen)
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGreen)
        button.setTitleColor(nil, for: .normal)
        #expect(button.currentTitleColor == .tertiaryLabel)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }
}
