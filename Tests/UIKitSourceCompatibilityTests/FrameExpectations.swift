import OpenUIKit
import Testing

/// Expects `rect` to be (x, y, width, height) to 0.001 pt.
@MainActor
func expectRect(
    _ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close =
        abs(rect.minX - x) < 0.001 && abs(rect.minY - y) < 0.001 && abs(rect.width - width) < 0.001
        && abs(rect.height - height) < 0.001
    #expect(close, "\(rect) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects `size` to be width × height to 0.001 pt.
@MainActor
func expectSize(
    _ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = abs(size.width - width) < 0.001 && abs(size.height - height) < 0.001
    #expect(close, "\(size) is not \(width) × \(height)", sourceLocation: sourceLocation)
}

/// Runs `body` with `screen` as the main screen, then puts the previous one back.
@MainActor
func withMainScreen(_ screen: UIScreen, _ body: () throws -> Void) rethrows {
    let previous = UIScreen.main
    UIScreen.main = screen
    defer { UIScreen.main = previous }
    try body()
}
