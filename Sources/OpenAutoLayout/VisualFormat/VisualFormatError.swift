import Foundation

/// Why a Visual Format Language string was rejected, where, and UIKit's text for it.
///
/// `message` is the reason of the NSInvalidArgumentException that
/// `constraints(withVisualFormat:options:metrics:views:)` raises. Its shape, matched against
/// real UIKit output:
///
///     Unable to parse constraint format: ⏎
///     <reason> ⏎
///     <format> ⏎
///     <spaces up to the position>^
///
/// Each of the first three lines ends with a space before its line break (UIKit composes it as
/// `"Unable to parse constraint format: \n%@ \n%@ \n%@"`), and the caret line has no trailing
/// spaces. Sources quoting real output with those trailing spaces: a 2014 blog post on an
/// IBDesignable failure ("…doesn't have a superview \nH:|-(>=50)-[view(100)] \n" and the caret
/// at column 22, just past the first view), devpeace.com's copy of a 2012 Stack Overflow
/// question ("Unable to parse constraint format: \n self is not a key in the views
/// dictionary. \n H:[self.arrows]-5-|"), and Apple's Auto Layout Guide, whose four examples give
/// the caret columns (1 under the `|` of `V|[backgroundBox]|`, 15 under the `3` of
/// `V:|[blackBox4(>30)]|`, …) that `VisualFormatParser` reproduces.
///
/// The empty format has no format or caret line: `Unable to parse constraint format: It's an
/// empty string.` (UIKit checks this before parsing).
struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        // Whole-string checks, made before parsing; their message has no caret line.
        /// `""`.
        case emptyFormat
        /// A character outside 7-bit ASCII anywhere in the format.
        case nonASCIIFormat

        // Orientation.
        /// `H` or `V` not followed by `:`; the associated value is `H` or `V`.
        case expectedColonAfterOrientation(Character)

        // Bars and the sequence of views.
        /// A lone `|` (or `H:|`).
        case expectedConnectionAfterBar
        /// Where a view must start with `[`, or a `[` that ends the format.
        case expectedView
        /// `[]`, `[1a]`, `[-]`: no C identifier after `[`.
        case invalidViewName
        /// `[name…]` with a name that is not in the views dictionary.
        case unknownView(name: String)
        /// `[name` followed by neither `]` nor `(`.
        case expectedClosingBracket
        /// `[name(` that ends the format.
        case unterminatedViewPredicates
        /// `[name(predicates` followed by something other than `)`.
        case expectedClosingParenthesisInView
        /// `[name(predicates)` followed by something other than `]`.
        case expectedClosingBracketAfterPredicates
        /// After a connection, neither `[` nor `|`.
        case expectedViewOrBar
        /// Characters after the trailing `|`.
        case expectedEndOfFormat

        // Connections.
        /// `-20` or `-(20)` not followed by `-`.
        case expectedDash
        /// `-20,30-`: a list without parentheses.
        case expectedDashBeforeList
        /// `--20-`: a minus sign that could be a stray dash.
        case ambiguousMinus
        /// `-(20` followed by something other than `)` or `,`.
        case expectedClosingParenthesisInConnection
        /// A view's name used as a spacing (`[a]-b-[c]` with `b` a view, not a metric); view
        /// names are objects only inside a view's parentheses.
        case viewAsSpacing(name: String)

        // Predicates.
        /// A predicate is expected but the format ended (`[a]-`, `-(`).
        case expectedMoreInput
        /// `<`, `>` or `=` not followed by `=`.
        case unknownRelation
        /// Where a number or a name must be, something else (or the end of the format).
        case expectedNumberOrMetric
        /// A `-` that does not start a number (`(-x)`).
        case invalidNumber
        /// A name that is neither a metric nor (inside a view's parentheses) a view.
        case unknownMetric(name: String)
        /// `@0`, `@-5`, or `@view` inside a view's parentheses (which UIKit reads as 0).
        case priorityNotPositive(Double)
        /// `@1001`.
        case priorityAboveRequired(Double)

        // Reported through `VisualFormatCheckpoint` by the code that resolves views.
        /// A `|` whose related view has no superview.
        case noSuperview
        /// Any other reason given at a checkpoint (for example UIKit's "Options mask required
        /// views to be aligned on a horizontal edge, which is not allowed for layout that is
        /// also horizontal."), used as the reason text as it is.
        case other(String)
    }

    var kind: Kind
    /// The format as given.
    var format: String
    /// 0-based character offset where UIKit's caret points (see each kind in the parser).
    var position: Int

    init(_ kind: Kind, format: String, position: Int) {
        self.kind = kind
        self.format = format
        self.position = position
    }

    /// The line between "Unable to parse constraint format: " and the format.
    ///
    /// Verified against real UIKit text (see the type's comment for the sources; the strings
    /// come from UIKit's NSLayoutConstraintParser):
    /// - "Expected ':' after 'V' to specify vertical arrangement", "A predicate on a view's
    ///   thickness must end with ')' and the view must end with ']'", "Unknown relation. Must
    ///   be ==, >=, or <=": Apple's Auto Layout Guide, with their caret positions;
    /// - "Unable to interpret '|' character, because the related view doesn't have a
    ///   superview": UIKit console output quoted in several public posts;
    /// - "X is not a key in the views dictionary.": real output quoted on Stack Overflow
    ///   (2012). The guide's older wording "Unable to find view with name blackBox", which
    ///   docs/reference/visual-format.md repeats, is what OS X 10.7 printed; iOS prints this one;
    /// - "Encountered metric with name \"margiin\", but value was not specified in metrics or
    ///   views dictionaries": real output quoted in a 2015 blog post.
    /// The others are UIKit's own strings, read from its parser's string table and placed by
    /// its control flow, but not seen in quoted console output.
    var reason: String {
        switch kind {
        case .emptyFormat:
            "It's an empty string."
        case .nonASCIIFormat:
            // UIKit's string for this case. Caveat: UIKit measures the format with
            // lengthOfBytes(using: .ascii), which is 0 for a non-ASCII string, so real UIKit
            // may well print "It's an empty string." here instead (unverified).
            "It contains non-ASCII characters."
        case .expectedColonAfterOrientation(let letter):
            letter == "V"
                ? "Expected ':' after 'V' to specify vertical arrangement"
                : "Expected ':' after 'H' to specify horizontal arrangement"
        case .expectedConnectionAfterBar:
            "Expected a connection after the '|' character"
        case .expectedView:
            "Expected a view"
        case .invalidViewName:
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .unknownView(let name):
            "\(name) is not a key in the views dictionary."
        case .expectedClosingBracket:
            "Expected a ']' here. That is how you give the end of a view."
        case .unterminatedViewPredicates:
            "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .expectedClosingParenthesisInView:
            "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedClosingBracketAfterPredicates:
            "Expected ']' after specifying thickness."
        case .expectedViewOrBar:
            "Expected a view or '|'"
        case .expectedEndOfFormat:
            "Expected the end of the format string"
        case .expectedDash:
            "Expected a '-' here"
        case .expectedDashBeforeList:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .ambiguousMinus:
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .expectedClosingParenthesisInConnection:
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .viewAsSpacing:
            // Two spaces after "view." in UIKit's string.
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .expectedMoreInput:
            "Expected more input"
        case .unknownRelation:
            "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric:
            // Sic: "or key", unlike `.invalidNumber`'s "or a key" (two strings in UIKit).
            "Expected a number or key from the metrics dictionary, but encountered something else"
        case .invalidNumber:
            "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .unknownMetric(let name):
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .priorityNotPositive(let value):
            "Invalid priority specified: \(Self.formatG(value)). Priority must be greater than 0"
        case .priorityAboveRequired(let value):
            "Invalid priority specified: \(Self.formatG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .noSuperview:
            "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .other(let reason):
            reason
        }
    }

    /// UIKit's full exception reason (see the type's comment for its shape).
    var message: String {
        switch kind {
        case .emptyFormat, .nonASCIIFormat:
            return "Unable to parse constraint format: " + reason
        default:
            let caret = String(repeating: " ", count: position) + "^"
            return "Unable to parse constraint format: \n" + reason + " \n" + format + " \n" + caret
        }
    }

    var description: String { message }

    /// printf's `%g`, which UIKit uses for priorities in reasons.
    static func formatG(_ value: Double) -> String {
        String(format: "%g", value)
    }
}
