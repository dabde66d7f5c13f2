import Foundation

// UIKit's string forms of Foundation's geometry types: `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`.

/// `{x, y}`, as in UIKit: `{20, 64}`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    "{\(formatNumber(point.x)), \(formatNumber(point.y))}"
}

/// `{width, height}`, as in UIKit: `{335, 44}`.
public func NSStringFromCGSize(_ size: CGSize) -> String {
    "{\(formatNumber(size.width)), \(formatNumber(size.height))}"
}

/// `{{x, y}, {width, height}}`, as in UIKit: `{{20, 64}, {335, 44}}`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
