import Foundation
import OpenAutoLayout
import Testing

/// Asserts a view's frame to 0.001 pt.
@MainActor
public func expectFrame(
    _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(view.frame, x, y, width, height, sourceLocation: sourceLocation)
}

/// Asserts a rectangle to 0.001 pt.
@MainActor public func expectRect(
    _ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close =
        abs(rect.minX - x) < 0.001 && abs(rect.minY - y) < 0.001 && abs(rect.width - width) < 0.001
        && abs(rect.height - height) < 0.001
    #expect(
        close, "got \(NSStringFromCGRect(rect)), expected {{\(x), \(y)}, {\(width), \(height)}}",
        sourceLocation: sourceLocation)
}

/// Asserts a size to 0.001 pt.
@MainActor public func expectSize(
    _ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(size.width - width) < 0.001 && abs(size.height - height) < 0.001,
        "got \(NSStringFromCGSize(size)), expected {\(width), \(height)}", sourceLocation: sourceLocation)
}

/// Asserts insets `{top, left, bottom, right}` to 0.001 pt; nil fails.
@MainActor public func expectInsets(
    _ insets: UIEdgeInsets?, _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let value = insets ?? UIEdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
    let close =
        abs(value.top - top) < 0.001 && abs(value.left - left) < 0.001 && abs(value.bottom - bottom) < 0.001
        && abs(value.right - right) < 0.001
    #expect(
        close, "got \(String(describing: insets)), expected {\(top), \(left), \(bottom), \(right)}",
        sourceLocation: sourceLocation)
}

/// Asserts a value to 0.001 pt.
@MainActor public func expectValue(
    _ value: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(value - expected) < 0.001, "got \(value), expected \(expected)", sourceLocation: sourceLocation)
}

/// Asserts that two lists of views have the same frames, pairwise, to 0.001 pt.
@MainActor
public func expectSameFrames(_ left: [UIView], _ right: [UIView], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(left.count == right.count, sourceLocation: sourceLocation)
    for (one, other) in zip(left, right) {
        expectRect(
            one.frame, other.frame.minX, other.frame.minY, other.frame.width, other.frame.height,
            sourceLocation: sourceLocation)
    }
}
