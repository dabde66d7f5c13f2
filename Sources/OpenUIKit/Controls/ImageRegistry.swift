import Foundation

/// The images ``UIImage/init(named:)`` and ``UIImage/init(systemName:)`` find: UIKit reads them
/// from the app's asset catalogs and from the system's symbol catalog; here a test or a tool
/// registers each name with its point size and scale (no pixels are read). One registry per
/// process, behind a lock; lookups are exact (case-sensitive) and the last registration of a
/// name wins.
enum ImageRegistry {
    struct Entry: Sendable {
        var size: CGSize
        var scale: CGFloat
        var alignmentRectInsets = UIEdgeInsets.zero
    }

    private struct Contents: Sendable {
        var images: [String: Entry] = [:]
        var symbols: [String: Entry] = [:]
    }

    private static let contents = Locked(Contents())

    static func register(_ entry: Entry, named name: String) {
        contents.withLock { $0.images[name] = entry }
    }

    static func registerSymbol(_ entry: Entry, named name: String) {
        contents.withLock { $0.symbols[name] = entry }
    }

    static func image(named name: String) -> Entry? {
        contents.withLock { $0.images[name] }
    }

    static func symbol(named name: String) -> Entry {
        let scale = max(1, LayoutEnvironment.displayScale)
        guard var entry = contents.withLock({ $0.symbols[name] }) else {
            return Entry(size: UIImage.defaultSymbolSize, scale: scale)
        }
        entry.scale = scale
        return entry
    }

    static func removeAll() {
        contents.withLock { $0 = Contents() }
    }
}

extension UIImage {
    /// The size of a system symbol at UIKit's default symbol configuration when none was
    /// registered for its name: 17 × 17 points. Our choice: the default configuration draws
    /// symbols at the body text size, 17 points, and most symbols are about as wide as they are
    /// tall, but UIKit's real sizes vary with the glyph (a wide chevron measures about 2.7 times
    /// as wide as it is tall), so register the symbols a layout depends on.
    public static let defaultSymbolSize = CGSize(width: 17, height: 17)

    /// Makes `UIImage(named: name)` return an image `size` points large with `scale` pixels per
    /// point and `alignmentRectInsets` (an asset catalog's alignment insets), as an asset of that
    /// name would in UIKit. Not UIKit API.
    public static func register(
        named name: String, size: CGSize, scale: CGFloat = 1, alignmentRectInsets: UIEdgeInsets = .zero
    ) {
        ImageRegistry.register(
            ImageRegistry.Entry(size: size, scale: scale, alignmentRectInsets: alignmentRectInsets), named: name)
    }

    /// Makes `UIImage(systemName: name)` return an image `size` points large with the symbol's
    /// `alignmentRectInsets`, instead of ``defaultSymbolSize`` and none. Not UIKit API: UIKit
    /// reads both from the symbol catalog, which is not available here.
    public static func registerSymbol(named name: String, size: CGSize, alignmentRectInsets: UIEdgeInsets = .zero) {
        ImageRegistry.registerSymbol(
            ImageRegistry.Entry(size: size, scale: 1, alignmentRectInsets: alignmentRectInsets), named: name)
    }

    /// Forgets every registered image and symbol size. Not UIKit API.
    public static func removeRegisteredImages() {
        ImageRegistry.removeAll()
    }
}
