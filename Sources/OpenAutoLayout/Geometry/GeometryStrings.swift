import Foundation

// UIKit's string forms of Foundation's geometry types: `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`.

public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    "{\(formatNumber(point.x)), \(formatNumber(point.y))}"
}

public func NSStringFromCGSize(_ size: CGSize) -> String {
    "{\(formatNumber(size.width)), \(formatNumber(size.height))}"
}

public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
