import Foundation

extension UITextView {
    /// The lines the text view shows, as its text container lays them out: wrapped at the
    /// view's width less ``textContainerInset``'s sides and the line padding at both ends, each
    /// baseline measured from the top of the content (the inset's top plus the line's). Pictures
    /// draw them in ``drawnTextRect``, moved by the content offset. Empty text has no lines.
    public var drawnLines: [TextLine] {
        guard !text.isEmpty else { return [] }
        return layout(forWidth: bounds.width).textLines(belowTop: textContainerInset.top)
    }

    /// Where the lines are drawn across, in content coordinates: from the inset's left plus the
    /// line padding, as wide as the wrapping width.
    public var drawnTextRect: CGRect {
        let left = textContainerInset.left + textContainer.lineFragmentPadding
        return CGRect(
            x: left, y: 0, width: max(0, bounds.width - horizontalPadding),
            height: max(contentSize.height, bounds.height))
    }
}
