/// Messages more than one front-end gives, worded once.
package enum SpecMessages {
    /// `unknown device 'iPhone99'; expected one of: iPhone4s, iPhoneSE1, iPhone8, …`.
    package static func unknown(_ kind: String, _ value: String, expected names: [String]) -> String {
        "unknown \(kind) '\(value)'; expected one of: \(names.joined(separator: ", "))"
    }

    /// `unknown key 'colr' in a view; expected one of: class, name, …`.
    package static func unknownKey(_ key: String, in role: String, expected keys: [String]) -> String {
        "unknown key '\(key)' in \(role); expected one of: \(keys.joined(separator: ", "))"
    }
}
