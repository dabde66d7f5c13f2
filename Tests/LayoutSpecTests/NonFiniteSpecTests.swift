import Foundation
import LayoutSpec
import Testing

/// Every numeric field of a spec refuses NaN, the infinities and numbers too large for a
/// `Double` (which YAML and JSON read as infinities) with an error at the value's line and
/// column; numbers written as digits inside constraint, VFL and SnapKit lines too. Large finite
/// numbers (1e300) are accepted, as UIKit accepts them (docs/reliability.md).
@MainActor @Suite struct NonFiniteSpecTests {
    /// A screen whose first subview, `blue` (line 6), has `keys` (from line 7, after `class`
    /// when given); `rest` goes after `device` (line 2), `controllerKeys` after `name: main`.
    nonisolated static func screen(
        _ keys: [String] = [], class className: String? = nil, rest: String = "", controllerKeys: String = ""
    ) -> String {
        "device: iPhone8\n" + rest + "controller:\n  name: main\n" + controllerKeys + "  view:\n    subviews:\n"
            + "      - name: blue\n" + (className.map { "        class: \($0)\n" } ?? "")
            + keys.map { "        \($0)\n" }.joined() + "      - name: red\n        frame: [0, 0, 10, 10]\n"
    }

    /// A field: the spec with `VALUE` where the number goes, and where the error points.
    struct Field: Sendable, CustomTestStringConvertible {
        var name: String
        var spec: String
        var line: Int
        var column: Int
        var role: String
        var testDescription: String { name }
    }

    nonisolated static let fields: [Field] = [
        Field(name: "frame", spec: screen(["frame: [0, VALUE, 10, 10]"]), line: 7, column: 20, role: "'frame'"),
        Field(
            name: "layoutMargins", spec: screen(["layoutMargins: VALUE"]), line: 7, column: 24, role: "'layoutMargins'"),
        Field(
            name: "layoutMargins edge", spec: screen(["layoutMargins: [1, VALUE, 1, 1]"]), line: 7, column: 28,
            role: "'layoutMargins'"),
        Field(
            name: "directionalLayoutMargins", spec: screen(["directionalLayoutMargins: {leading: VALUE}"]), line: 7,
            column: 45, role: "'leading'"),
        Field(
            name: "intrinsicContentSize", spec: screen(["intrinsicContentSize: [VALUE, 10]"]), line: 7, column: 32,
            role: "'intrinsicContentSize'"),
        Field(
            name: "contentInset", spec: screen(["contentInset: VALUE"], class: "UIScrollView"), line: 8, column: 23,
            role: "'contentInset'"),
        Field(
            name: "contentSize", spec: screen(["contentSize: [VALUE, 10]"], class: "UIScrollView"), line: 8,
            column: 23, role: "'contentSize'"),
        Field(
            name: "contentOffset", spec: screen(["contentOffset: [VALUE, 10]"], class: "UIScrollView"), line: 8,
            column: 25, role: "'contentOffset'"),
        Field(
            name: "row height", spec: screen(["rows: {count: 2, height: VALUE}"], class: "UITableView"), line: 8,
            column: 34, role: "'height'"),
        Field(
            name: "stack spacing", spec: screen(["spacing: VALUE"], class: "UIStackView"), line: 8, column: 18,
            role: "'spacing'"),
        Field(
            name: "font", spec: screen(["font: VALUE", "text: hi"], class: "UILabel"), line: 8, column: 15,
            role: "'font'"),
        Field(
            name: "preferredMaxLayoutWidth",
            spec: screen(["preferredMaxLayoutWidth: VALUE", "text: hi"], class: "UILabel"),
            line: 8, column: 34, role: "'preferredMaxLayoutWidth'"),
        Field(
            name: "image", spec: screen(["image: [VALUE, 10]"], class: "UIImageView"), line: 8, column: 17,
            role: "'image'"),
        Field(
            name: "contentEdgeInsets", spec: screen(["contentEdgeInsets: VALUE", "title: Go"], class: "UIButton"),
            line: 8, column: 28, role: "'contentEdgeInsets'"),
        Field(
            name: "systemVersion", spec: screen(rest: "systemVersion: VALUE\n"), line: 2, column: 16,
            role: "'systemVersion'"),
        Field(
            name: "VFL metric", spec: screen(rest: "metrics: {m: VALUE}\n") + "visualFormat:\n  - \"H:|-m-[blue]\"\n",
            line: 2, column: 14, role: "metric 'm'"),
        Field(
            name: "additionalSafeAreaInsets", spec: screen(controllerKeys: "  additionalSafeAreaInsets: VALUE\n"),
            line: 4, column: 29, role: "'additionalSafeAreaInsets'"),
        Field(
            name: "expected frame", spec: screen() + "expect:\n  red:\n    frame: [0, 0, VALUE, 10]\n", line: 11,
            column: 19, role: "'frame'"),
    ]

    nonisolated static let nonFiniteValues = [".nan", ".inf", "-.inf", "1e400"]

    @Test(arguments: fields)
    func everyNumericFieldRefusesNonFiniteValuesAtTheirPlace(field: Field) {
        for value in Self.nonFiniteValues {
            #expect(
                loadError(field.spec.replacingOccurrences(of: "VALUE", with: value))
                    == "bad.yaml:\(field.line):\(field.column): error: expected a number for \(field.role), found '\(value)'",
                "\(field.name) = \(value)")
        }
    }

    @Test(arguments: fields)
    func everyNumericFieldAcceptsALargeFiniteValue(field: Field) {
        #expect(loadError(field.spec.replacingOccurrences(of: "VALUE", with: "1e300")) == nil, "\(field.name)")
    }

    @Test func prioritiesRefuseNonFiniteAndLargeValues() {
        for value in Self.nonFiniteValues + ["1e300"] {
            #expect(
                loadError(Self.screen(["contentHuggingPriority: \(value)"]))
                    == "bad.yaml:7:33: error: expected a priority (1…1000, required, high, low or fittingSize) for 'contentHuggingPriority', found '\(value)'"
            )
            #expect(
                loadError(Self.screen(["contentCompressionResistancePriority: {horizontal: \(value), vertical: 750}"]))
                    == "bad.yaml:7:60: error: expected a priority (1…1000, required, high, low or fittingSize) for 'horizontal', found '\(value)'"
            )
        }
    }

    /// Four hundred digits: a number a `Double` can only hold as infinity.
    nonisolated static let overflowing = "1" + String(repeating: "0", count: 400)

    nonisolated static let lines: [(section: String, line: String, error: String)] = [
        (
            "constraints", "blue.width == \(overflowing)",
            "bad.yaml:10:5: error: NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:0x600000000050 \"UIView:0x7f0000000020'blue'.width\"> secondAnchor:(null)"
        ),
        (
            "constraints", "blue.width == \(overflowing) * red.width",
            "bad.yaml:10:5: error: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Multiplier is not finite!  That's illegal.  multiplier:inf"
        ),
        ("constraints", "blue.width == red.width / 0", "bad.yaml:10:32: error: cannot divide by zero"),
        (
            "constraints", "blue.width == red.width / 0.\(String(repeating: "0", count: 400))1",
            "bad.yaml:10:434: error: cannot divide by zero"
        ),
        (
            "constraints", "blue.width == 10 @\(overflowing)",
            "bad.yaml:10:23: error: a priority must be from 1 to 1000, not inf"
        ),
        (
            "visualFormat", "\"H:|-(1e400)-[blue]\"",
            "bad.yaml:10:6: error: NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutXAxisAnchor:0x600000000050 \"UIView:0x7f0000000020'blue'.leading\"> secondAnchor:<NSLayoutXAxisAnchor:0x600000000060 \"UIView:0x7f0000000010'main'.leading\">"
        ),
        (
            "visualFormat", "\"H:|-(nan)-[blue]\"",
            "bad.yaml:10:14: error: Unable to parse constraint format: Encountered metric with name \"nan\", but value was not specified in metrics or views dictionaries"
        ),
        (
            "snapKit", "make.top.equalToSuperview().offset(\(overflowing))",
            "bad.yaml:11:7: error: NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutYAxisAnchor:0x600000000050 \"UIView:0x7f0000000020'blue'.top\"> secondAnchor:<NSLayoutYAxisAnchor:0x600000000060 \"UIView:0x7f0000000010'main'.top\">"
        ),
        (
            "snapKit", "make.width.equalToSuperview().multipliedBy(\(overflowing))",
            "bad.yaml:11:7: error: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Multiplier is not finite!  That's illegal.  multiplier:inf"
        ),
        (
            "snapKit", "make.width.equalToSuperview().dividedBy(0)",
            "bad.yaml:11:7: error: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Multiplier is not finite!  That's illegal.  multiplier:inf"
        ),
        (
            "snapKit", "make.width.equalTo(10).priority(\(overflowing))",
            "bad.yaml:11:7: error: It's illegal to set priority:inf. Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000."
        ),
        (
            "snapKit", "make.top.equalToSuperview().offset(.inf)",
            "bad.yaml:11:43: error: expected a number in 'offset(…)'"
        ),
        (
            "snapKit", "make.top.equalToSuperview().offset(.high)",
            "bad.yaml:11:43: error: expected a number in 'offset(…)'"
        ),
    ]

    /// `text` with every `0x…` address as `0x?` (they depend on what was made before).
    nonisolated static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x?", options: .regularExpression)
    }

    @Test(arguments: lines)
    func numbersInsideConstraintLinesThatOverflowAreErrorsAtTheLine(section: String, line: String, error: String) {
        let body = section == "snapKit" ? "snapKit:\n  blue:\n    - \(line)\n" : "\(section):\n  - \(line)\n"
        #expect(loadError(Self.screen() + body).map(Self.withoutAddresses) == Self.withoutAddresses(error))
    }
}
