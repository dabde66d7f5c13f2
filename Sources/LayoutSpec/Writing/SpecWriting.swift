import Foundation

/// A key of the spec format.
struct SpecKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) { nil }

    init(stringLiteral value: String) {
        self.init(stringValue: value)
    }
}

/// A number as a spec writes it: whole numbers without a fraction, others in the fewest digits
/// that read back as the same `Double`, never in exponent notation (so that equations can hold
/// them). Encoders write it as a number, not as text.
struct SpecNumber: Encodable {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    init(_ value: Float) {
        self.value = Double(value)
    }

    /// The digits.
    var text: String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let shortest = String(value)
        guard shortest.contains("e"), let decimal = Decimal(string: shortest) else { return shortest }
        return decimal.description
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if value == value.rounded(), abs(value) < 1e15 {
            try container.encode(Int(value))
        } else if let decimal = Decimal(string: text) {
            try container.encode(decimal)
        } else {
            try container.encode(value)
        }
    }
}

extension KeyedEncodingContainer where Key == SpecKey {
    /// `value` under `key` unless it is nil.
    mutating func write<Value: Encodable>(_ value: Value?, _ key: SpecKey) throws {
        if let value { try encode(value, forKey: key) }
    }

    /// A number under `key` unless it is nil.
    mutating func write(_ value: Double?, _ key: SpecKey) throws {
        if let value { try encode(SpecNumber(value), forKey: key) }
    }

    /// A list under `key` unless it is empty.
    mutating func write<Element: Encodable>(list: [Element], _ key: SpecKey) throws {
        if !list.isEmpty { try encode(list, forKey: key) }
    }
}

/// A list of numbers, `nil` written as YAML's null (`~` in a spec).
struct SpecNumbers: Encodable {
    let values: [Double?]

    init(_ values: [Double?]) {
        self.values = values
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in values {
            if let value { try container.encode(SpecNumber(value)) } else { try container.encodeNil() }
        }
    }
}

/// A value written as one text.
struct SpecText: Encodable {
    let text: String

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Encoder {
    /// An `EncodingError` for a model the spec format cannot express.
    func unwritable(_ value: Any, _ reason: String) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}
