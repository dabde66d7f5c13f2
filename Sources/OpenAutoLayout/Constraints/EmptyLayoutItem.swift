import Foundation

/// The item of an empty constraint (`NSLayoutConstraint()`): it stands in for the missing first
/// item so that every constraint has one, is never in a tree, and names itself `(null)` as UIKit
/// prints a missing item.
@MainActor
final class EmptyLayoutItem: LayoutItem {
    static let shared = EmptyLayoutItem()

    var referenceList = ReferenceList()

    private init() {}

    /// Never kept: each translation meets a fresh record and fresh variables, as a constraint
    /// with no item has none.
    var engineSlot: EngineSlot {
        get { EngineSlot() }
        set {}
    }
    var hostView: UIView? { nil }
    var contentAreaGuide: UILayoutGuide? { nil }
    var hasContentArea: Bool { false }
    var itemDescription: String { "(null)" }
    var isRightToLeft: Bool { false }
}
