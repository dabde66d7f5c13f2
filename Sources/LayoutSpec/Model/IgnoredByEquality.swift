/// A stored property that equality and hashing leave out: where a model element was written.
/// Two screens read from differently formatted files are equal when they describe the same
/// thing.
@propertyWrapper
public struct IgnoredByEquality<Value: Sendable>: Sendable, Hashable {
    /// The stored value, which `==` and `hash(into:)` leave out.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`; the compiler calls it when a property declared `@IgnoredByEquality`
    /// is initialized.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
