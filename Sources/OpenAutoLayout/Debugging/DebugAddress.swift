/// Deterministic stand-ins for the object addresses UIKit prints in descriptions.
///
/// Every view, layout guide, constraint and anchor takes the next number of one process-wide
/// counter when it is created, and prints it in a hexadecimal form shaped like a real address
/// (`0x7f00000000a0` for views and guides, `0x6000000000b0` for constraints and anchors).
/// The same program creating objects in the same order prints the same text.
enum DebugAddress {
    private static let counter = Locked(0)

    static func next() -> Int {
        counter.withLock { value in
            value += 1
            return value
        }
    }

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
}
