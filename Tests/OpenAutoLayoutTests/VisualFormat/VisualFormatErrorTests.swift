import Testing

@testable import OpenAutoLayout

/// One case per rejected format, comparing UIKit's whole message as text, caret line included.
/// Where a format and its caret come from a public source (Apple's guide, quoted console
/// output), the case says so.
@Suite("Visual Format parser: errors")
@MainActor struct VisualFormatErrorTests {
    /// What a wiring with no superview reports at a bar.
    nonisolated static func noSuperview(_ point: VisualFormatCheckpoint) -> VisualFormatError.Kind? {
        switch point {
        case .leadingSuperview, .trailingSuperview: .noSuperview
        case .betweenViews: nil
        }
    }

    nonisolated static let numberOrMetric =
        "Expected a number or key from the metrics dictionary, but encountered something else"
    nonisolated static let otherReason =
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."

    /// Formats the parser rejects by itself, whatever the views' superviews.
    nonisolated static let syntaxErrors: [RejectedFormat] = [
        // MARK: Whole-string checks
        RejectedFormat(
            "", kind: .emptyFormat, position: 0,
            message: "Unable to parse constraint format: It's an empty string."),
        RejectedFormat(
            "[a]-[vü]", kind: .nonASCIIFormat, position: 6,
            message: "Unable to parse constraint format: It contains non-ASCII characters."),

        // MARK: Orientation
        RejectedFormat(
            "V|[backgroundBox]|", views: ["backgroundBox"], kind: .expectedColonAfterOrientation("V"), position: 1,
            message: unableToParse + "Expected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^",
            note: "Apple's guide, caret under the |"),
        RejectedFormat(
            "H[a]", kind: .expectedColonAfterOrientation("H"), position: 1,
            message: unableToParse + "Expected ':' after 'H' to specify horizontal arrangement \nH[a] \n" + caret(1)),
        RejectedFormat(
            "H", kind: .expectedColonAfterOrientation("H"), position: 1,
            message: unableToParse + "Expected ':' after 'H' to specify horizontal arrangement \nH \n" + caret(1)),

        // MARK: Bars and views
        RejectedFormat(
            "H:|", kind: .expectedConnectionAfterBar, position: 3,
            message: unableToParse + "Expected a connection after the '|' character \nH:| \n" + caret(3)),
        RejectedFormat(
            "V:", kind: .expectedView, position: 2,
            message: unableToParse + "Expected a view \nV: \n" + caret(2)),
        RejectedFormat(
            "|-[", kind: .expectedView, position: 3,
            message: unableToParse + "Expected a view \n|-[ \n" + caret(3)),
        RejectedFormat(
            "|-(20)-a", kind: .expectedView, position: 7,
            message: unableToParse + "Expected a view \n|-(20)-a \n" + caret(7)),
        RejectedFormat(
            "h:[a]", kind: .expectedView, position: 0, message: unableToParse + "Expected a view \nh:[a] \n^",
            note: "lower-case orientation letters are not orientations"),
        RejectedFormat(
            "H: [a]", kind: .expectedView, position: 2,
            message: unableToParse + "Expected a view \nH: [a] \n" + caret(2),
            note: "no whitespace anywhere"),
        RejectedFormat(
            "[1a]", kind: .invalidViewName, position: 1,
            message: unableToParse
                + "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores. \n[1a] \n"
                + caret(1)),
        RejectedFormat(
            "|[whiteBox2][blackBox]", views: ["whiteBox2"], kind: .unknownView(name: "blackBox"), position: 21,
            message: unableToParse
                + "blackBox is not a key in the views dictionary. \n|[whiteBox2][blackBox] \n                     ^",
            note: "Apple's guide, caret just past the name (today's wording)"),
        RejectedFormat(
            "[a", kind: .expectedClosingBracket, position: 2,
            message: unableToParse + "Expected a ']' here. That is how you give the end of a view. \n[a \n" + caret(2)),
        RejectedFormat(
            "[a-]", kind: .expectedClosingBracket, position: 2,
            message: unableToParse + "Expected a ']' here. That is how you give the end of a view. \n[a-] \n" + caret(2)
        ),
        RejectedFormat(
            "[a(", kind: .unterminatedViewPredicates, position: 3,
            message: unableToParse
                + "Unexpectedly ran out of character fodder in the middle of parsing a view \n[a( \n" + caret(3)),
        RejectedFormat(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 10],
            views: ["whiteBox1", "blackBox4", "redBox"], kind: .expectedClosingParenthesisInView, position: 33,
            message: unableToParse
                + "A predicate on a view's thickness must end with ')' and the view must end with ']' \n"
                + "|[whiteBox1][blackBox4(blackWidth][redBox]| \n"
                + "                                 ^",
            note: "Apple's guide, caret under the ]"),
        RejectedFormat(
            "[a(50)x", kind: .expectedClosingBracketAfterPredicates, position: 6,
            message: unableToParse + "Expected ']' after specifying thickness. \n[a(50)x \n" + caret(6)),
        RejectedFormat(
            "[a(50)", kind: .expectedClosingBracketAfterPredicates, position: 6,
            message: unableToParse + "Expected ']' after specifying thickness. \n[a(50) \n" + caret(6)),
        RejectedFormat(
            "[a]x", kind: .expectedViewOrBar, position: 3,
            message: unableToParse + "Expected a view or '|' \n[a]x \n" + caret(3)),
        RejectedFormat(
            "[a]-(20)-", kind: .expectedViewOrBar, position: 9,
            message: unableToParse + "Expected a view or '|' \n[a]-(20)- \n" + caret(9)),
        RejectedFormat(
            "[a]|x", kind: .expectedEndOfFormat, position: 4,
            message: unableToParse + "Expected the end of the format string \n[a]|x \n" + caret(4)),
        RejectedFormat(
            "|[a]||", kind: .expectedEndOfFormat, position: 5,
            message: unableToParse + "Expected the end of the format string \n|[a]|| \n" + caret(5)),

        // MARK: Connections
        RejectedFormat(
            "[a]-20[b]", kind: .expectedDash, position: 6,
            message: unableToParse + "Expected a '-' here \n[a]-20[b] \n" + caret(6)),
        RejectedFormat(
            "[a]-(20)|", kind: .expectedDash, position: 8,
            message: unableToParse + "Expected a '-' here \n[a]-(20)| \n" + caret(8)),
        RejectedFormat(
            "[a]-10,20-[b]", kind: .expectedDashBeforeList, position: 6,
            message: unableToParse
                + "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints \n[a]-10,20-[b] \n"
                + caret(6)),
        RejectedFormat(
            "[a]--5-[b]", kind: .ambiguousMinus, position: 4,
            message: unableToParse
                + "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers. \n[a]--5-[b] \n"
                + caret(4)),
        RejectedFormat(
            "[a]-(10-[b]", kind: .expectedClosingParenthesisInConnection, position: 7,
            message: unableToParse
                + "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier \n[a]-(10-[b] \n"
                + caret(7)),
        RejectedFormat(
            "[a]-b-[c]", kind: .viewAsSpacing(name: "b"), position: 5,
            message: unableToParse
                + "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2] \n[a]-b-[c] \n"
                + caret(5)),

        // MARK: Predicates
        RejectedFormat(
            "[a]-", kind: .expectedMoreInput, position: 4,
            message: unableToParse + "Expected more input \n[a]- \n" + caret(4)),
        RejectedFormat(
            "[a]-(", kind: .expectedMoreInput, position: 5,
            message: unableToParse + "Expected more input \n[a]-( \n" + caret(5)),
        RejectedFormat(
            "V:|[blackBox4(>30)]|", views: ["blackBox4"], kind: .unknownRelation, position: 15,
            message: unableToParse
                + "Unknown relation. Must be ==, >=, or <= \nV:|[blackBox4(>30)]| \n               ^",
            note: "Apple's guide, caret under the 3"),
        RejectedFormat(
            "[a(=<5)]", kind: .unknownRelation, position: 4,
            message: unableToParse + "Unknown relation. Must be ==, >=, or <= \n[a(=<5)] \n" + caret(4)),
        RejectedFormat(
            "[a()]", kind: .expectedNumberOrMetric, position: 3,
            message: unableToParse + numberOrMetric + " \n[a()] \n" + caret(3)),
        RejectedFormat(
            "[a(==", kind: .expectedNumberOrMetric, position: 5,
            message: unableToParse + numberOrMetric + " \n[a(== \n" + caret(5)),
        RejectedFormat(
            "[a(.5)]", kind: .expectedNumberOrMetric, position: 3,
            message: unableToParse + numberOrMetric + " \n[a(.5)] \n" + caret(3)),
        RejectedFormat(
            "[a(50,)]", kind: .expectedNumberOrMetric, position: 6,
            message: unableToParse + numberOrMetric + " \n[a(50,)] \n" + caret(6)),
        RejectedFormat(
            "[a(-x)]", kind: .invalidNumber, position: 3,
            message: unableToParse
                + "Expected a number or a key from the metrics dictionary, but encountered something else \n[a(-x)] \n"
                + caret(3)),
        RejectedFormat(
            "H:|-margiin-[_iconImageView(width)]-margin-[_shopNameLabel]-margin-[_startingFeeLabel]-margin-|",
            metrics: ["margin": 10, "width": 40],
            views: ["_iconImageView", "_shopNameLabel", "_startingFeeLabel"], kind: .unknownMetric(name: "margiin"),
            position: 11,
            message: unableToParse
                + "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries \n"
                + "H:|-margiin-[_iconImageView(width)]-margin-[_shopNameLabel]-margin-[_startingFeeLabel]-margin-| \n"
                + caret(11),
            note: "a blog's real output: the misspelt metric margiin, caret just past it"),
        RejectedFormat(
            "[a(==w)]", kind: .unknownMetric(name: "w"), position: 6,
            message: unableToParse
                + "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries \n[a(==w)] \n"
                + caret(6)),
        RejectedFormat(
            "[a(50@0)]", kind: .priorityNotPositive(0), position: 7,
            message: unableToParse
                + "Invalid priority specified: 0. Priority must be greater than 0 \n[a(50@0)] \n" + caret(7)),
        RejectedFormat(
            "[a]-(8@-1)-[b]", kind: .priorityNotPositive(-1), position: 9,
            message: unableToParse
                + "Invalid priority specified: -1. Priority must be greater than 0 \n[a]-(8@-1)-[b] \n" + caret(9)),
        RejectedFormat(
            "[a(==50@b)]", kind: .priorityNotPositive(0), position: 9,
            message: unableToParse
                + "Invalid priority specified: 0. Priority must be greater than 0 \n[a(==50@b)] \n" + caret(9),
            note: "UIKit reads a view's name after @ as 0"),
        RejectedFormat(
            "[a(50@1001)]", kind: .priorityAboveRequired(1001), position: 10,
            message: unableToParse
                + "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. \n[a(50@1001)] \n"
                + caret(10)),
        RejectedFormat(
            "[a]-(8@p)-[b]", metrics: ["p": 1000.5], kind: .priorityAboveRequired(1000.5), position: 8,
            message: unableToParse
                + "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. \n[a]-(8@p)-[b] \n"
                + caret(8)),

    ]

    /// Formats rejected at a checkpoint the wiring reports, before any later syntax error.
    nonisolated static let checkpointErrors: [RejectedFormat] = [
        RejectedFormat(
            "H:|-(>=50)-[view(100)]", views: ["view"], check: noSuperview, kind: .noSuperview, position: 22,
            message: "Unable to parse constraint format: \n"
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                + "H:|-(>=50)-[view(100)] \n"
                + "                      ^",
            note: "real output (IBDesignable blog post): the leading bar's caret is just past the first view"),
        RejectedFormat(
            "|[view]|", views: ["view"], check: noSuperview, kind: .noSuperview, position: 7,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n|[view]| \n"
                + "       ^",
            note: "real output quoted in a 2012 post: it fails at the leading bar, caret at 7"),
        RejectedFormat(
            "[a]-|", check: noSuperview, kind: .noSuperview, position: 5,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n[a]-| \n"
                + caret(5),
            note: "the trailing bar's caret is just past the |"),
        RejectedFormat(
            "|[a]x", check: noSuperview, kind: .noSuperview, position: 4,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n|[a]x \n"
                + caret(4),
            note: "a checkpoint error comes before a later syntax error"),
        RejectedFormat(
            "[a]-[b]",
            check: { point in
                if case .betweenViews = point { return .other(otherReason) }
                return nil
            }, kind: .other(otherReason), position: 7,
            message: unableToParse + otherReason + " \n[a]-[b] \n" + caret(7),
            note: "a reason of the wiring's own at a between-views checkpoint"),
    ]

    @Test(arguments: syntaxErrors)
    func aMalformedFormatFailsWithUIKitsMessage(_ rejected: RejectedFormat) {
        rejected.expectFailure()
    }

    @Test(arguments: checkpointErrors)
    func aCheckpointErrorFailsWithUIKitsMessage(_ rejected: RejectedFormat) {
        rejected.expectFailure()
    }
}

/// A format the parser rejects, with the kind, position and whole message of UIKit's error.
struct RejectedFormat: Sendable, CustomTestStringConvertible {
    let format: String
    let metrics: [String: Double]
    let views: Set<String>
    let check: @Sendable (VisualFormatCheckpoint) -> VisualFormatError.Kind?
    let kind: VisualFormatError.Kind
    let position: Int
    let message: String
    /// Where the format and its caret come from, or what the case shows ("" for nothing).
    let note: String

    init(
        _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b", "c"],
        check: @escaping @Sendable (VisualFormatCheckpoint) -> VisualFormatError.Kind? = { _ in nil },
        kind: VisualFormatError.Kind, position: Int, message: String, note: String = ""
    ) {
        self.format = format
        self.metrics = metrics
        self.views = views
        self.check = check
        self.kind = kind
        self.position = position
        self.message = message
        self.note = note
    }

    var testDescription: String { note.isEmpty ? "'\(format)'" : "'\(format)': \(note)" }

    /// Expects the format to fail with the kind at the position and UIKit's message.
    @MainActor func expectFailure(sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let layout = try VisualFormatParser.parse(format, metrics: metrics, viewNames: views, check: check)
            Issue.record("\(format) parsed as \(sketch(layout))", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, sourceLocation: sourceLocation)
            #expect(error.position == position, sourceLocation: sourceLocation)
            #expect(error.format == format, sourceLocation: sourceLocation)
            #expect(error.message == message, sourceLocation: sourceLocation)
        }
    }
}
