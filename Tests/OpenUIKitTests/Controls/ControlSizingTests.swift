import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Controls sized by their content (docs/reference/text.md#controls); expected sizes worked out by hand, text
/// widths from the independent oracle.
@MainActor @Suite struct ControlSizingTests {
    @Test func switchIsAlways51By31() {
        let toggle = UISwitch()
        // The frame is 51 × 31; constraints see the 49 × 31 alignment rectangle.
        expectSize(toggle.intrinsicContentSize, 49, 31)
        expectSize(toggle.sizeThatFits(.zero), 51, 31)
        expectSize(toggle.sizeThatFits(CGSize(width: 500, height: 500)), 51, 31)
        toggle.frame = CGRect(x: 5, y: 6, width: 100, height: 100)
        toggle.sizeToFit()
        expectFrame(toggle, 5, 6, 51, 31)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func activityIndicatorHugsAt750() {
        let spinner = UIActivityIndicatorView(style: .medium)
        expectSize(spinner.intrinsicContentSize, 20, 20)
        spinner.style = .large
        expectSize(spinner.intrinsicContentSize, 37, 37)
        #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(spinner.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test func imageViewTakesItsImageSize() {
        let imageView = UIImageView()
        expectSize(imageView.intrinsicContentSize, UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        imageView.image = UIImage(size: CGSize(width: 60, height: 40))
        expectSize(imageView.intrinsicContentSize, 60, 40)
        expectSize(imageView.sizeThatFits(.zero), 60, 40)
        #expect(imageView.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(imageView.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let made = UIImageView(image: UIImage(size: CGSize(width: 10, height: 12)))
        expectFrame(made, 0, 0, 10, 12)
    }

    @Test func imageViewInAutoLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 60, height: 40)))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(imageView, 130, 10, 60, 40)
        imageView.image = UIImage(size: CGSize(width: 100, height: 50))
        root.layoutIfNeeded()
        expectFrame(imageView, 110, 10, 100, 50)
    }

    @Test func buttonTitlesAreTintBlueForSystemButtonsAndWhiteForCustomOnes() {
        #expect(UIButton(type: .system).titleLabel?.textColor == .systemBlue)
        #expect(UIButton(frame: .zero).titleLabel?.textColor == .white)
    }

    @Test func buttonSizeFromTitleAndInsets() throws {
        let button = UIButton(type: .system)
        expectSize(button.intrinsicContentSize, 30, 34)
        button.setTitle("Button", for: .normal)
        let w = try FontOracle.widths(["Button", "Selected title"], size: 15)
        // 15 × 2444 / 2048 = 17.900390625 → 18 points, plus 6 above and below: UIKit's 30.
        expectSize(button.intrinsicContentSize, pixelCeil(w[0]), 30)
        #expect(button.titleLabel?.text == "Button")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 5, right: 12)
        expectSize(button.intrinsicContentSize, pixelCeil(w[0]) + 22, 18 + 9)
        button.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
        expectSize(button.intrinsicContentSize, 24 + pixelCeil(w[0]) + 22, 24 + 9)
        expectSize(button.sizeThatFits(.zero), 24 + pixelCeil(w[0]) + 22, 24 + 9)
        button.setTitle("Selected title", for: .selected)
        button.isSelected = true
        #expect(button.currentTitle == "Selected title")
        expectValue(button.intrinsicContentSize.width, 24 + pixelCeil(w[1]) + 22)
        button.isSelected = false
        #expect(button.title(for: .highlighted) == "Button")
        // The title label's font decides the size, in whole points: 35.80078125 → 36.
        button.titleLabel?.font = UIFont.systemFont(ofSize: 30)
        expectValue(button.intrinsicContentSize.height, 36 + 9)
        // A 17-point title: 20.287109375 → 21, and with UIKit's 6 above and below, 33.
        button.contentEdgeInsets = .zero
        button.setImage(nil, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17)
        expectValue(button.intrinsicContentSize.height, 33)
    }

    @Test func buttonLaysOutItsContent() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        let w = try FontOracle.widths(["OK"], size: 15)
        expectFrame(button, 20, 30, pixelCeil(w[0]), 30)
        let label = try #require(button.titleLabel)
        expectFrame(label, 0, 6, pixelCeil(w[0]), 18)
    }

    @Test func textFieldHeightFromTheFont() throws {
        let field = UITextField()
        field.placeholder = "Name"
        let w = try FontOracle.widths(["Name", "Jonathan"], size: 17)
        // 17 × 2444 / 2048 = 20.287… → 20.5.
        expectSize(field.intrinsicContentSize, pixelCeil(w[0]), 20.5)
        field.text = "Jonathan"
        expectSize(field.intrinsicContentSize, pixelCeil(w[1]), 20.5)
        // A rounded rect: 34 tall from iOS 13 whatever the font up to 20.5 + 10 …
        field.borderStyle = .roundedRect
        expectSize(field.intrinsicContentSize, pixelCeil(w[1]) + 14, 34)
        field.font = UIFont.systemFont(ofSize: 14)
        expectValue(field.intrinsicContentSize.height, 34)
        // … and 10 more than its line beyond: 25 × 2444 / 2048 = 29.83 → 30, + 10.
        field.font = UIFont.systemFont(ofSize: 25)
        expectValue(field.intrinsicContentSize.height, 40)
        #expect(field.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func plainViewSizeThatFitsKeepsItsSize() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        expectSize(view.sizeThatFits(CGSize(width: 100, height: 100)), 30, 40)
        view.sizeToFit()
        expectFrame(view, 1, 2, 30, 40)
    }
}
