import Foundation

/// An image reduced to what layout needs: its size in points and its scale, as UIKit's UIImage
/// reports them. There are no pixels: ``init(size:scale:)`` stands in for loading a file of
/// that size, and ``init(named:)`` / ``init(systemName:)`` look names up in a registry filled
/// with ``register(named:size:scale:alignmentRectInsets:)`` and
/// ``registerSymbol(named:size:alignmentRectInsets:)`` (ImageRegistry.swift).
///
/// As in UIKit, images are immutable and may be used from any thread.
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points (UIKit: the pixel size divided by ``scale``).
    public let size: CGSize
    /// Pixels per point: 1, 2 or 3 for a file named `name`, `name@2x`, `name@3x` in UIKit.
    public let scale: CGFloat
    /// Whether the image is a symbol (made by ``init(systemName:)``).
    public let isSymbolImage: Bool
    /// Where the image's content lies inside ``size``, for layout: UIKit's asset catalogs let an
    /// image carry these (a glow or shadow outside them), and every SF Symbol has them, so that
    /// symbols align by their glyph rather than their padding (negative values reach outside
    /// the image). An image view's alignment rectangle follows them. None unless registered or
    /// set with ``withAlignmentRectInsets(_:)``.
    public let alignmentRectInsets: UIEdgeInsets

    /// An image `size` points large.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        self.isSymbolImage = false
        self.alignmentRectInsets = .zero
        super.init()
    }

    private init(entry: ImageRegistry.Entry, isSymbol: Bool) {
        size = entry.size
        scale = entry.scale
        isSymbolImage = isSymbol
        alignmentRectInsets = entry.alignmentRectInsets
        super.init()
    }

    /// The same image with `alignmentInsets` as its ``alignmentRectInsets``, as in UIKit.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(
            entry: ImageRegistry.Entry(size: size, scale: scale, alignmentRectInsets: alignmentInsets),
            isSymbol: isSymbolImage)
    }

    /// The image registered as `name`, or nil when there is none, as UIKit returns nil for a
    /// name with no asset or file.
    public convenience init?(named name: String) {
        guard let entry = ImageRegistry.image(named: name) else { return nil }
        self.init(entry: entry, isSymbol: false)
    }

    /// The image registered as `name`. UIKit picks the bundle's asset variant that suits the
    /// traits; here there is one image per name, and `bundle` and `traitCollection` are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// The system symbol `name` at the default symbol configuration: the size and alignment
    /// insets registered for it with ``registerSymbol(named:size:alignmentRectInsets:)``, or
    /// ``defaultSymbolSize`` and no insets. UIKit returns nil for a
    /// name that is not an SF Symbol; without the symbol catalog, every non-empty name is
    /// accepted here.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(entry: ImageRegistry.symbol(named: name), isSymbol: true)
    }

    /// ``init(systemName:)``; the traits are ignored.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }
}
