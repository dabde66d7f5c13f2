import Testing

@testable import OpenAutoLayout

/// One test per error kind, comparing UIKit's whole message as text, caret line included.
/// Where a format and its caret come from a public source (Apple's guide, quoted console
/// output), the test says so.
@Suite("Visual Format parser: errors")
@MainActor struct VisualFormatErrorTests {
    /// Parses and returns the error (recording an issue when the format parses).
    private func failure(
        _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b", "c"],
        check: (VisualFormatCheckpoint) -> VisualFormatError.Kind? = { _ in nil },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> VisualFormatError? {
        do {
            let layout = try VisualFormatParser.parse(format, metrics: metrics, viewNames: views, check: check)
            Issue.record("\(format) parsed as \(sketch(layout))", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Expects `format` to fail with `kind` at `position` and UIKit's `message`.
    private func expectFailure(
        _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b", "c"],
        check: (VisualFormatCheckpoint) -> VisualFormatError.Kind? = { _ in nil },
        kind: VisualFormatError.Kind, position: Int, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard
            let error = failure(
                format, metrics: metrics, views: views, check: check, sourceLocation: sourceLocation)
        else { return }
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.position == position, sourceLocation: sourceLocation)
        #expect(error.format == format, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
    }

    // MARK: - Whole-string checks

    @Test func emptyFormat() {
        expectFailure(
            "", kind: .emptyFormat, position: 0,
            message: "Unable to parse constraint format: It's an empty string.")
    }

    @Test func nonASCIIFormat() {
        expectFailure(
            "[a]-[vü]", kind: .nonASCIIFormat, position: 6,
            message: "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    // MARK: - Orientation

    @Test("Apple's guide: V|[backgroundBox]|, caret under the |")
    func expectedColonAfterV() {
        expectFailure(
            "V|[backgroundBox]|", views: ["backgroundBox"], kind: .expectedColonAfterOrientation("V"), position: 1,
            message: unableToParse + "Expected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^")
    }

    @Test func expectedColonAfterH() {
        expectFailure(
            "H[a]", kind: .expectedColonAfterOrientation("H"), position: 1,
            message: unableToParse + "Expected ':' after 'H' to specify horizontal arrangement \nH[a] \n" + caret(1))
        expectFailure(
            "H", kind: .expectedColonAfterOrientation("H"), position: 1,
            message: unableToParse + "Expected ':' after 'H' to specify horizontal arrangement \nH \n" + caret(1))
    }

    // MARK: - Bars and views

    @Test func expectedConnectionAfterBar() {
        expectFailure(
            "H:|", kind: .expectedConnectionAfterBar, position: 3,
            message: unableToParse + "Expected a connection after the '|' character \nH:| \n" + caret(3))
    }

    @Test func expectedView() {
        expectFailure(
            "V:", kind: .expectedView, position: 2,
            message: unableToParse + "Expected a view \nV: \n" + caret(2))
        expectFailure(
            "|-[", kind: .expectedView, position: 3,
            message: unableToParse + "Expected a view \n|-[ \n" + caret(3))
        expectFailure(
            "|-(20)-a", kind: .expectedView, position: 7,
            message: unableToParse + "Expected a view \n|-(20)-a \n" + caret(7))
        // Lower-case orientation letters are not orientations.
        expectFailure(
            "h:[a]", kind: .expectedView, position: 0,
            message: unableToParse + "Expected a view \nh:[a] \n^")
        // No whitespace anywhere.
        expectFailure(
            "H: [a]", kind: .expectedView, position: 2,
            message: unableToParse + "Expected a view \nH: [a] \n" + caret(2))
    }

    @Test func invalidViewName() {
        expectFailure(
            "[1a]", kind: .invalidViewName, position: 1,
            message: unableToParse
                + "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores. \n[1a] \n"
                + caret(1))
    }

    @Test("Apple's guide: |[whiteBox2][blackBox], caret just past the name (today's wording)")
    func unknownView() {
        expectFailure(
            "|[whiteBox2][blackBox]", views: ["whiteBox2"], kind: .unknownView(name: "blackBox"), position: 21,
            message: unableToParse
                + "blackBox is not a key in the views dictionary. \n|[whiteBox2][blackBox] \n                     ^")
    }

    @Test func expectedClosingBracket() {
        expectFailure(
            "[a", kind: .expectedClosingBracket, position: 2,
            message: unableToParse + "Expected a ']' here. That is how you give the end of a view. \n[a \n" + caret(2))
        expectFailure(
            "[a-]", kind: .expectedClosingBracket, position: 2,
            message: unableToParse + "Expected a ']' here. That is how you give the end of a view. \n[a-] \n" + caret(2)
        )
    }

    @Test func unterminatedViewPredicates() {
        expectFailure(
            "[a(", kind: .unterminatedViewPredicates, position: 3,
            message: unableToParse
                + "Unexpectedly ran out of character fodder in the middle of parsing a view \n[a( \n" + caret(3))
    }

    @Test("Apple's guide: [blackBox4(blackWidth], caret under the ]")
    func expectedClosingParenthesisInView() {
        expectFailure(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 10],
            views: ["whiteBox1", "blackBox4", "redBox"], kind: .expectedClosingParenthesisInView, position: 33,
            message: unableToParse
                + "A predicate on a view's thickness must end with ')' and the view must end with ']' \n"
                + "|[whiteBox1][blackBox4(blackWidth][redBox]| \n"
                + "                                 ^")
    }

    @Test func expectedClosingBracketAfterPredicates() {
        expectFailure(
            "[a(50)x", kind: .expectedClosingBracketAfterPredicates, position: 6,
            message: unableToParse + "Expected ']' after specifying thickness. \n[a(50)x \n" + caret(6))
        expectFailure(
            "[a(50)", kind: .expectedClosingBracketAfterPredicates, position: 6,
            message: unableToParse + "Expected ']' after specifying thickness. \n[a(50) \n" + caret(6))
    }

    @Test func expectedViewOrBar() {
        expectFailure(
            "[a]x", kind: .expectedViewOrBar, position: 3,
            message: unableToParse + "Expected a view or '|' \n[a]x \n" + caret(3))
        expectFailure(
            "[a]-(20)-", kind: .expectedViewOrBar, position: 9,
            message: unableToParse + "Expected a view or '|' \n[a]-(20)- \n" + caret(9))
    }

    @Test func expectedEndOfFormat() {
        expectFailure(
            "[a]|x", kind: .expectedEndOfFormat, position: 4,
            message: unableToParse + "Expected the end of the format string \n[a]|x \n" + caret(4))
        expectFailure(
            "|[a]||", kind: .expectedEndOfFormat, position: 5,
            message: unableToParse + "Expected the end of the format string \n|[a]|| \n" + caret(5))
    }

    // MARK: - Connections

    @Test func expectedDash() {
        expectFailure(
            "[a]-20[b]", kind: .expectedDash, position: 6,
            message: unableToParse + "Expected a '-' here \n[a]-20[b] \n" + caret(6))
        expectFailure(
            "[a]-(20)|", kind: .expectedDash, position: 8,
            message: unableToParse + "Expected a '-' here \n[a]-(20)| \n" + caret(8))
    }

    @Test func expectedDashBeforeList() {
        expectFailure(
            "[a]-10,20-[b]", kind: .expectedDashBeforeList, position: 6,
            message: unableToParse
                + "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints \n[a]-10,20-[b] \n"
                + caret(6))
    }

    @Test func ambiguousMinus() {
        expectFailure(
            "[a]--5-[b]", kind: .ambiguousMinus, position: 4,
            message: unableToParse
                + "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers. \n[a]--5-[b] \n"
                + caret(4))
    }

    @Test func expectedClosingParenthesisInConnection() {
        expectFailure(
            "[a]-(10-[b]", kind: .expectedClosingParenthesisInConnection, position: 7,
            message: unableToParse
                + "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier \n[a]-(10-[b] \n"
                + caret(7))
    }

    @Test func viewAsSpacing() {
        expectFailure(
            "[a]-b-[c]", kind: .viewAsSpacing(name: "b"), position: 5,
            message: unableToParse
                + "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2] \n[a]-b-[c] \n"
                + caret(5))
    }

    // MARK: - Predicates

    @Test func expectedMoreInput() {
        expectFailure(
            "[a]-", kind: .expectedMoreInput, position: 4,
            message: unableToParse + "Expected more input \n[a]- \n" + caret(4))
        expectFailure(
            "[a]-(", kind: .expectedMoreInput, position: 5,
            message: unableToParse + "Expected more input \n[a]-( \n" + caret(5))
    }

    @Test("Apple's guide: V:|[blackBox4(>30)]|, caret under the 3")
    func unknownRelation() {
        expectFailure(
            "V:|[blackBox4(>30)]|", views: ["blackBox4"], kind: .unknownRelation, position: 15,
            message: unableToParse + "Unknown relation. Must be ==, >=, or <= \nV:|[blackBox4(>30)]| \n               ^"
        )
        expectFailure(
            "[a(=<5)]", kind: .unknownRelation, position: 4,
            message: unableToParse + "Unknown relation. Must be ==, >=, or <= \n[a(=<5)] \n" + caret(4))
    }

    @Test func expectedNumberOrMetric() {
        let reason = "Expected a number or key from the metrics dictionary, but encountered something else"
        expectFailure(
            "[a()]", kind: .expectedNumberOrMetric, position: 3,
            message: unableToParse + reason + " \n[a()] \n" + caret(3))
        expectFailure(
            "[a(==", kind: .expectedNumberOrMetric, position: 5,
            message: unableToParse + reason + " \n[a(== \n" + caret(5))
        expectFailure(
            "[a(.5)]", kind: .expectedNumberOrMetric, position: 3,
            message: unableToParse + reason + " \n[a(.5)] \n" + caret(3))
        expectFailure(
            "[a(50,)]", kind: .expectedNumberOrMetric, position: 6,
            message: unableToParse + reason + " \n[a(50,)] \n" + caret(6))
    }

    @Test func invalidNumber() {
        expectFailure(
            "[a(-x)]", kind: .invalidNumber, position: 3,
            message: unableToParse
                + "Expected a number or a key from the metrics dictionary, but encountered something else \n[a(-x)] \n"
                + caret(3))
    }

    @Test("A blog's real output: the misspelt metric margiin, caret just past it")
    func unknownMetric() {
        let format = "H:|-margiin-[_iconImageView(width)]-margin-[_shopNameLabel]-margin-[_startingFeeLabel]-margin-|"
        expectFailure(
            format, metrics: ["margin": 10, "width": 40],
            views: ["_iconImageView", "_shopNameLabel", "_startingFeeLabel"], kind: .unknownMetric(name: "margiin"),
            position: 11,
            message: unableToParse
                + "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries \n"
                + format + " \n" + caret(11))
        expectFailure(
            "[a(==w)]", kind: .unknownMetric(name: "w"), position: 6,
            message: unableToParse
                + "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries \n[a(==w)] \n"
                + caret(6))
    }

    @Test func priorityNotPositive() {
        expectFailure(
            "[a(50@0)]", kind: .priorityNotPositive(0), position: 7,
            message: unableToParse
                + "Invalid priority specified: 0. Priority must be greater than 0 \n[a(50@0)] \n" + caret(7))
        expectFailure(
            "[a]-(8@-1)-[b]", kind: .priorityNotPositive(-1), position: 9,
            message: unableToParse
                + "Invalid priority specified: -1. Priority must be greater than 0 \n[a]-(8@-1)-[b] \n" + caret(9))
        // UIKit reads a view's name after @ as 0.
        expectFailure(
            "[a(==50@b)]", kind: .priorityNotPositive(0), position: 9,
            message: unableToParse
                + "Invalid priority specified: 0. Priority must be greater than 0 \n[a(==50@b)] \n" + caret(9))
    }

    @Test func priorityAboveRequired() {
        expectFailure(
            "[a(50@1001)]", kind: .priorityAboveRequired(1001), position: 10,
            message: unableToParse
                + "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. \n[a(50@1001)] \n"
                + caret(10))
        expectFailure(
            "[a]-(8@p)-[b]", metrics: ["p": 1000.5], kind: .priorityAboveRequired(1000.5), position: 8,
            message: unableToParse
                + "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. \n[a]-(8@p)-[b] \n"
                + caret(8))
    }

    // MARK: - Checkpoints (what the wiring reports)

    private static func noSuperview(_ point: VisualFormatCheckpoint) -> VisualFormatError.Kind? {
        switch point {
        case .leadingSuperview, .trailingSuperview: .noSuperview
        case .betweenViews: nil
        }
    }

    @Test("Real output (IBDesignable blog post): the leading bar's caret is just past the first view")
    func noSuperviewLeading() {
        expectFailure(
            "H:|-(>=50)-[view(100)]", views: ["view"], check: Self.noSuperview, kind: .noSuperview, position: 22,
            message: "Unable to parse constraint format: \n"
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                + "H:|-(>=50)-[view(100)] \n"
                + "                      ^")
        // Real output quoted in a 2012 post: |[view]| fails at the leading bar, caret at 7.
        expectFailure(
            "|[view]|", views: ["view"], check: Self.noSuperview, kind: .noSuperview, position: 7,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n|[view]| \n"
                + "       ^")
    }

    @Test("The trailing bar's caret is just past the |; a checkpoint error comes before later syntax errors")
    func noSuperviewTrailingAndOrder() {
        expectFailure(
            "[a]-|", check: Self.noSuperview, kind: .noSuperview, position: 5,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n[a]-| \n"
                + caret(5))
        expectFailure(
            "|[a]x", check: Self.noSuperview, kind: .noSuperview, position: 4,
            message: unableToParse
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n|[a]x \n"
                + caret(4))
    }

    @Test("A reason of the wiring's own at a between-views checkpoint")
    func otherReason() {
        let reason =
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        expectFailure(
            "[a]-[b]",
            check: { point in
                if case .betweenViews = point { return .other(reason) }
                return nil
            }, kind: .other(reason), position: 7,
            message: unableToParse + reason + " \n[a]-[b] \n" + caret(7))
    }
}
