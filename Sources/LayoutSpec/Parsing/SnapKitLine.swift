import Foundation

/// One line of a SnapKit `makeConstraints` closure, parsed but not yet resolved:
/// `make.top.left.equalTo(blue.snp.topMargin).offset(10).priority(750)`.
///
///     line      := "make" ("." attribute)+ "." relation "(" target? ")" ("." modifier "(" argument? ")")*
///     relation  := equalTo | lessThanOrEqualTo | greaterThanOrEqualTo
///                | equalToSuperview | lessThanOrEqualToSuperview | greaterThanOrEqualToSuperview
///     target    := number | name ("." guide)? (".snp." attribute)?
///     guide     := safeAreaLayoutGuide | layoutMarginsGuide
///     modifier  := offset | inset | multipliedBy | dividedBy | priority
///                | priorityRequired | priorityHigh | priorityMedium | priorityLow
///     argument  := number | ".required" | ".high" | ".medium" | ".low"
///
/// Offsets are 0-based positions in the text.
struct SnapKitLine: Equatable {
    struct Word: Equatable {
        var text: String
        var offset: Int
    }

    enum Target: Equatable {
        case number(Double)
        /// A view or guide name, an optional guide of it, and an optional attribute.
        case item(name: Word, guide: Word?, attribute: Word?)
    }

    struct Modifier: Equatable {
        var name: Word
        /// A number, or a named priority (`required`, `high`, `medium`, `low`).
        var number: Double?
        var priorityName: Word?
    }

    var attributes: [Word]
    var relation: Word
    var target: Target?
    var modifiers: [Modifier]
}

/// A hand-written parser for ``SnapKitLine``.
struct SnapKitLineParser {
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0

    static func parse(_ text: String) throws(Failure) -> SnapKitLine {
        var parser = SnapKitLineParser(scalars: Array(text.unicodeScalars))
        return try parser.line()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func line() throws(Failure) -> SnapKitLine {
        let make = try word("'make'")
        guard make.text == "make" else {
            throw Failure(offset: make.offset, message: "a SnapKit line starts with 'make'")
        }
        var words: [SnapKitLine.Word] = []
        while try skip(".") {
            let next = try word("an attribute or a relation")
            if peek == "(" {
                let target = try arguments(isTarget: true)
                var line = SnapKitLine(attributes: words, relation: next, target: target.0, modifiers: [])
                guard !words.isEmpty else {
                    throw Failure(offset: next.offset, message: "expected an attribute before '\(next.text)'")
                }
                while try skip(".") {
                    let name = try word("a modifier")
                    var modifier = SnapKitLine.Modifier(name: name, number: nil, priorityName: nil)
                    if peek == "(" {
                        let argument = try arguments(isTarget: false)
                        modifier.number = argument.1
                        modifier.priorityName = argument.2
                    }
                    line.modifiers.append(modifier)
                }
                skipSpaces()
                guard position == scalars.count else {
                    throw Failure(offset: position, message: "unexpected '\(scalars[position])' at the end of the line")
                }
                return line
            }
            words.append(next)
        }
        throw Failure(offset: position, message: "expected '.' and a relation such as equalTo(…)")
    }

    /// `( … )`: a target, or a modifier's number or named priority.
    private mutating func arguments(isTarget: Bool) throws(Failure) -> (SnapKitLine.Target?, Double?, SnapKitLine.Word?)
    {
        _ = try skip("(")
        if try skip(")") { return (nil, nil, nil) }
        var result: (SnapKitLine.Target?, Double?, SnapKitLine.Word?) = (nil, nil, nil)
        skipSpaces()
        if let number = try number() {
            result = (.number(number), number, nil)
        } else if !isTarget, try skip(".") {
            result.2 = try word("a priority name")
        } else if isTarget {
            let name = try word("a view, a layout guide or a number")
            var guide: SnapKitLine.Word?
            var attribute: SnapKitLine.Word?
            while try skip(".") {
                let next = try word("'snp', a guide or an attribute")
                if next.text == "snp" {
                    guard try skip(".") else {
                        throw Failure(offset: position, message: "expected '.' and an attribute after 'snp'")
                    }
                    attribute = try word("an attribute")
                    break
                }
                guard guide == nil else {
                    throw Failure(offset: next.offset, message: "expected 'snp' after '\(guide!.text)'")
                }
                guide = next
            }
            result.0 = .item(name: name, guide: guide, attribute: attribute)
        } else {
            throw Failure(offset: position, message: "expected a number or a priority such as .high")
        }
        guard try skip(")") else { throw Failure(offset: position, message: "expected ')'") }
        return result
    }

    private var peek: Unicode.Scalar? {
        var index = position
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index < scalars.count ? scalars[index] : nil
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }

    private mutating func skip(_ symbol: Unicode.Scalar) throws(Failure) -> Bool {
        skipSpaces()
        guard position < scalars.count, scalars[position] == symbol else { return false }
        position += 1
        return true
    }

    private mutating func word(_ expected: String) throws(Failure) -> SnapKitLine.Word {
        skipSpaces()
        let start = position
        var text = ""
        while position < scalars.count,
            scalars[position] == "_" || scalars[position].properties.isAlphabetic
                || (position > start && ("0"..."9").contains(scalars[position]))
        {
            text.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard !text.isEmpty else { throw Failure(offset: start, message: "expected \(expected)") }
        return SnapKitLine.Word(text: text, offset: start)
    }

    private mutating func number() throws(Failure) -> Double? {
        skipSpaces()
        let start = position
        var text = ""
        if position < scalars.count, scalars[position] == "-" {
            text = "-"
            position += 1
        }
        guard position < scalars.count, ("0"..."9").contains(scalars[position]) else {
            position = start
            return nil
        }
        while position < scalars.count, ("0"..."9").contains(scalars[position]) || scalars[position] == "." {
            text.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard let value = Double(text) else { throw Failure(offset: start, message: "'\(text)' is not a number") }
        return value
    }
}
