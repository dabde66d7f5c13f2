import Foundation

/// A value a spec says its screen must have once laid out (`expect:`): a view's frame, a
/// guide's layout frame, insets, a scroll view's content geometry, a controller's layout
/// guide lengths. Tests and the command-line tool compare them with ``LoadedScreen/unmetExpectations(tolerance:)``.
public struct SpecExpectation: Sendable, Equatable {
    /// What is measured.
    public enum Property: String, Sendable, CaseIterable {
        /// A view's `frame` `[x, y, width, height]`, in its superview's coordinates.
        case frame
        /// A layout guide's `layoutFrame`, in its owning view's coordinates.
        case layoutFrame
        /// `[top, left, bottom, right]`.
        case safeAreaInsets
        /// The effective `layoutMargins`, `[top, left, bottom, right]`.
        case layoutMargins
        /// A scroll view's `contentInset`.
        case contentInset
        /// A scroll view's `adjustedContentInset`.
        case adjustedContentInset
        /// A scroll view's `contentOffset` `[x, y]`.
        case contentOffset
        /// A scroll view's `contentSize` `[width, height]`.
        case contentSize
        /// A controller's `topLayoutGuide.length`.
        case topLayoutGuide
        /// A controller's `bottomLayoutGuide.length`.
        case bottomLayoutGuide

        /// How many numbers the property has.
        public var count: Int {
            switch self {
            case .frame, .layoutFrame, .safeAreaInsets, .layoutMargins, .contentInset, .adjustedContentInset: 4
            case .contentOffset, .contentSize: 2
            case .topLayoutGuide, .bottomLayoutGuide: 1
            }
        }
    }

    /// The name of the view, guide or controller.
    public let subject: String
    /// What is measured, which fixes how many ``values`` there are.
    public let property: Property
    /// The expected numbers; nil where the spec wrote `~` (any value).
    public let values: [CGFloat?]
    /// Where the expectation is written.
    public let location: SourceLocation

    /// An expectation on `subject`'s `property`, written at `location`.
    public init(subject: String, property: Property, values: [CGFloat?], location: SourceLocation) {
        self.subject = subject
        self.property = property
        self.values = values
        self.location = location
    }
}

/// An expectation the laid-out screen does not meet.
public struct ExpectationMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The spec file's name, as given to the loader.
    public let file: String
    /// The expectation that is not met.
    public let expectation: SpecExpectation
    /// The measured numbers (empty when the subject has no such property).
    public let actual: [CGFloat]

    package init(file: String, expectation: SpecExpectation, actual: [CGFloat]) {
        self.file = file
        self.expectation = expectation
        self.actual = actual
    }

    /// `file:line:column: error: subject.property: expected […], got […]`, numbers to a thousandth of a
    /// point.
    public var description: String {
        let expected = expectation.values.map { $0.map(Self.format) ?? "~" }.joined(separator: ", ")
        let got =
            actual.isEmpty
            ? "nothing (not a \(expectation.property.rawValue) of this kind of object)"
            : "[\(actual.map(Self.format).joined(separator: ", "))]"
        return "\(file):\(expectation.location.line):\(expectation.location.column): error: "
            + "\(expectation.subject).\(expectation.property.rawValue): expected [\(expected)], got \(got)"
    }

    /// To a thousandth of a point; `inf`, `-inf` and `nan` as they are.
    static func format(_ value: CGFloat) -> String {
        formatNumber(value.isFinite ? (value * 1000).rounded() / 1000 : value)
    }
}
