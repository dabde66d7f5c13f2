import Foundation
import OpenUIKit

/// Where a constraint's attribute lies on screen: the rectangle of its item (a view's frame, its
/// margins rectangle for margin attributes, a guide's layout frame) in window coordinates, and
/// the coordinate of the attribute's edge or centre on that rectangle.
@MainActor
struct AttributeGeometry {
    let window: UIWindow

    /// The item's rectangle in window coordinates for `attribute`, or nil for an item that is
    /// not drawn (no window, no owning view).
    func rect(of item: AnyObject, for attribute: NSLayoutConstraint.Attribute) -> CGRect? {
        if let view = item as? UIView {
            guard view === window || view.window === window else { return nil }
            let rect = ViewTree.rectInWindow(view, window)
            return Self.isMarginAttribute(attribute) ? rect.inset(by: view.layoutMargins) : rect
        }
        if let guide = item as? UILayoutGuide { return ViewTree.rectInWindow(guide, window) }
        return nil
    }

    /// The coordinate of `attribute` on `rect` (x for horizontal attributes, y for vertical ones).
    func position(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect, item: AnyObject) -> CGFloat {
        let rightToLeft = direction(of: item) == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return rect.minX
        case .right, .rightMargin: return rect.maxX
        case .leading, .leadingMargin: return rightToLeft ? rect.maxX : rect.minX
        case .trailing, .trailingMargin: return rightToLeft ? rect.minX : rect.maxX
        case .centerX, .centerXWithinMargins: return rect.midX
        case .top, .topMargin: return rect.minY
        case .bottom, .bottomMargin: return rect.maxY
        case .firstBaseline: return baseline(attribute, of: item) ?? rect.minY
        case .lastBaseline: return baseline(attribute, of: item) ?? rect.maxY
        case .centerY, .centerYWithinMargins: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        default: return rect.minX
        }
    }

    static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default:
            false
        }
    }

    static func isDimension(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .width || attribute == .height
    }

    static func isMarginAttribute(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// Where the engine puts a view's baseline, in window coordinates: the edge of its
    /// `forFirstBaselineLayout` (`forLastBaselineLayout`) view moved inwards by that view's text
    /// offset (a label's ascender, or its last line's descent); nil for a guide.
    private func baseline(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> CGFloat? {
        guard let view = item as? UIView else { return nil }
        if attribute == .firstBaseline {
            let baselineView = view.forFirstBaselineLayout
            let offset = (baselineView as? any BaselineOffsetProvider)?.firstBaselineOffsetFromTop ?? 0
            return ViewTree.rectInWindow(baselineView, window).minY + offset
        }
        let baselineView = view.forLastBaselineLayout
        let offset = (baselineView as? any BaselineOffsetProvider)?.lastBaselineOffsetFromBottom ?? 0
        return ViewTree.rectInWindow(baselineView, window).maxY - offset
    }

    private func direction(of item: AnyObject) -> UIUserInterfaceLayoutDirection {
        if let view = item as? UIView { return view.effectiveUserInterfaceLayoutDirection }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            return owner.effectiveUserInterfaceLayoutDirection
        }
        return .leftToRight
    }
}
