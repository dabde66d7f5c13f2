import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// An image view's alignment rectangle is its image's: symbols carry alignment insets (negative
/// ones reach past the glyph to the text line it sits on), and so can asset-catalog images
/// (docs/reference/fitting.md#alignment-rectangles).
@MainActor @Suite struct ImageAlignmentTests {
    private static let symbolInsets = UIEdgeInsets(top: -3, left: 1, bottom: -2.5, right: 1)

    init() {
        UIImage.registerSymbol(
            named: "test.symbol.with.insets", size: CGSize(width: 24, height: 22),
            alignmentRectInsets: Self.symbolInsets)
    }

    @Test func aSymbolCarriesItsRegisteredInsets() throws {
        let symbol = try #require(UIImage(systemName: "test.symbol.with.insets"))
        #expect(symbol.alignmentRectInsets == Self.symbolInsets)
        expectSize(symbol.size, 24, 22)
        #expect(UIImage(size: CGSize(width: 10, height: 10)).alignmentRectInsets == .zero)
    }

    @Test func anImageViewTakesItsImagesInsetsAndSizesItsAlignmentRectangle() throws {
        let symbol: UIImage = try #require(UIImage(systemName: "test.symbol.with.insets"))
        let imageView = UIImageView(image: symbol)
        #expect(imageView.alignmentRectInsets == Self.symbolInsets)
        expectSize(imageView.intrinsicContentSize, 22, 27.5)
        expectSize(imageView.sizeThatFits(.zero), 24, 22)
        imageView.image = nil
        #expect(imageView.alignmentRectInsets == .zero)
    }

    @Test func constraintsPlaceTheGlyphAndTheFrameFollowsTheImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let symbol: UIImage = try #require(UIImage(systemName: "test.symbol.with.insets"))
        let imageView = UIImageView(image: symbol)
        let below = UIView()
        for view in [imageView, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            below.leadingAnchor.constraint(equalTo: imageView.leadingAnchor),
            below.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Alignment rectangle (20, 100, 22, 27.5); the frame reaches 1 point past it on each
        // side and lies 3 points below its top and 2.5 above its bottom.
        expectFrame(imageView, 19, 103, 24, 22)
        expectFrame(below, 20, 135.5, 50, 10)
    }

    @Test func anImageGivenInsetsKeepsItsSizeAndKind() throws {
        let symbol = try #require(UIImage(systemName: "test.symbol.with.insets"))
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        let adjusted = symbol.withAlignmentRectInsets(insets)
        #expect(adjusted.alignmentRectInsets == insets)
        #expect(adjusted.isSymbolImage)
        expectSize(adjusted.size, 24, 22)
        #expect(symbol.alignmentRectInsets == Self.symbolInsets)
    }
}
