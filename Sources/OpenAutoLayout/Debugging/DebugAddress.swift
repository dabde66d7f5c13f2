/// Deterministic stand-ins for the object addresses UIKit prints in descriptions.
///
/// Every view, layout guide, constraint and anchor takes the next number of its tree's
/// ``LayoutContext`` the first time a description prints it, and prints it in a hexadecimal form
/// shaped like a real address (`0x7f00000000a0` for views and guides, `0x6000000000b0` for
/// constraints and anchors). A constraint and an anchor belong to the tree of their first item,
/// a guide to its owning view's. The same program printing the same objects in the same order on
/// a context of its own prints the same text, whatever else the process does.
enum DebugAddress {
    static func itemAddress(_ serial: Int) -> String {
        "0x7f" + hex(serial &* 16, width: 10)
    }

    static func objectAddress(_ serial: Int) -> String {
        "0x6000" + hex(serial &* 16, width: 8)
    }

    private static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The context whose numbers an object on `item`'s tree takes.
    @MainActor static func context(of item: LayoutItem?) -> LayoutContext {
        item?.hostView?.effectiveLayoutContext ?? .default
    }
}

extension UIView {
    /// The stand-in address number, taken from the tree's context when first printed.
    var serial: Int {
        if debugSerial == 0 { debugSerial = effectiveLayoutContext.nextDebugSerial() }
        return debugSerial
    }
}

extension UILayoutGuide {
    /// The stand-in address number, taken from the owning view's tree when first printed.
    var serial: Int {
        if debugSerial == 0 { debugSerial = DebugAddress.context(of: self).nextDebugSerial() }
        return debugSerial
    }
}

extension NSLayoutConstraint {
    /// The stand-in address number, taken from the first item's tree when first printed.
    var serial: Int {
        if debugSerial == 0 {
            debugSerial = Int32(truncatingIfNeeded: DebugAddress.context(of: first.owner).nextDebugSerial())
        }
        return Int(debugSerial)
    }
}

extension NSLayoutAnchor {
    /// The stand-in address number, taken from the item's tree when first printed.
    var serial: Int {
        if debugSerial == 0 { debugSerial = DebugAddress.context(of: owner).nextDebugSerial() }
        return debugSerial
    }
}
