import Foundation
import OpenAutoLayout

/// What `equalTo(_:)`, `lessThanOrEqualTo(_:)` and `greaterThanOrEqualTo(_:)` accept: a view,
/// a layout guide, an item with attributes (`other.snp.bottom`), a constant (number, `CGPoint`,
/// `CGSize`, `UIEdgeInsets`, `NSDirectionalEdgeInsets`), or — Masonry's extra — an array of
/// any of these, which makes one constraint per element.
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension Int8: ConstraintRelatableTarget {}
extension Int16: ConstraintRelatableTarget {}
extension Int32: ConstraintRelatableTarget {}
extension Int64: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension UInt8: ConstraintRelatableTarget {}
extension UInt16: ConstraintRelatableTarget {}
extension UInt32: ConstraintRelatableTarget {}
extension UInt64: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget {}
extension NSDirectionalEdgeInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}
extension Array: ConstraintRelatableTarget where Element: ConstraintRelatableTarget {}

/// An array used as a target: its elements, each the target of one constraint.
protocol ConstraintRelatableTargetList {
    var relatableTargets: [ConstraintRelatableTarget] { get }
}

extension Array: ConstraintRelatableTargetList where Element: ConstraintRelatableTarget {
    var relatableTargets: [ConstraintRelatableTarget] { map { $0 } }
}
