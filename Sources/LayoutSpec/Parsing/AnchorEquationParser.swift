import Foundation

/// A hand-written parser for anchor equations (docs/spec-format.md, "Anchor equations"):
///
///     equation   := path relation side priority?
///     relation   := "==" | "<=" | ">="
///     side       := (term | signed-number) (("+" | "-") number)*
///     term       := number "*" path | path (("*" | "/") number)?
///     priority   := "@" (number | "required" | "high" | "low" | "fittingSize")
///     path       := identifier ("." identifier)*
///
/// Errors carry the 0-based offset in the text where the parser stopped.
struct AnchorEquationParser {
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    private enum Token: Equatable {
        case identifier(String)
        case number(Double)
        case symbol(String)
        case end
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var token: Token = .end
    private var tokenOffset = 0

    static let namedPriorities: [String: UILayoutPriority] = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    ]

    static func parse(_ text: String) throws(Failure) -> AnchorEquation {
        var parser = AnchorEquationParser(scalars: Array(text.unicodeScalars))
        try parser.advance()
        return try parser.equation()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    // MARK: Grammar

    private mutating func equation() throws(Failure) -> AnchorEquation {
        guard case .identifier = token else { throw fail("expected a view or layout guide name") }
        let first = try path()
        let relation: NSLayoutConstraint.Relation
        switch token {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessThanOrEqual
        case .symbol(">="): relation = .greaterThanOrEqual
        default: throw fail("expected '==', '<=' or '>=' after '\(first.text)'")
        }
        try advance()
        var result = AnchorEquation(
            first: first, relation: relation, second: nil, multiplier: 1, constant: 0, priority: .required)
        try side(into: &result)
        if token == .symbol("@") {
            try advance()
            result.priority = try priority()
        }
        guard token == .end else { throw fail("unexpected \(describe(token)) at the end of the constraint") }
        return result
    }

    private mutating func side(into result: inout AnchorEquation) throws(Failure) {
        switch token {
        case .identifier:
            result.second = try path()
            if token == .symbol("*") || token == .symbol("/") {
                let divides = token == .symbol("/")
                try advance()
                let value = try number(after: divides ? "'/'" : "'*'")
                guard !divides || value != 0 else { throw fail("cannot divide by zero", at: tokenOffset) }
                result.multiplier = divides ? 1 / value : value
            }
        case .number, .symbol("-"), .symbol("+"):
            let value = try signedNumber()
            if token == .symbol("*") {
                try advance()
                guard case .identifier = token else { throw fail("expected a view or layout guide after '*'") }
                result.multiplier = value
                result.second = try path()
            } else {
                result.constant = value
            }
        default:
            throw fail("expected a view, layout guide or number after the relation")
        }
        while token == .symbol("+") || token == .symbol("-") {
            let negative = token == .symbol("-")
            try advance()
            let value = try number(after: negative ? "'-'" : "'+'")
            result.constant += negative ? -value : value
        }
    }

    private mutating func path() throws(Failure) -> AnchorEquation.Path {
        var segments: [AnchorEquation.Path.Segment] = []
        guard case .identifier(let name) = token else { throw fail("expected a name") }
        segments.append(.init(name: name, offset: tokenOffset))
        try advance()
        while token == .symbol(".") {
            try advance()
            guard case .identifier(let next) = token else {
                throw fail("expected an attribute or guide name after '.'")
            }
            segments.append(.init(name: next, offset: tokenOffset))
            try advance()
        }
        return AnchorEquation.Path(segments: segments)
    }

    private mutating func priority() throws(Failure) -> UILayoutPriority {
        switch token {
        case .number(let value):
            guard value >= 1, value <= 1000 else {
                throw fail("a priority must be from 1 to 1000, not \(Self.format(value))")
            }
            try advance()
            return UILayoutPriority(Float(value))
        case .identifier(let name):
            guard let value = Self.namedPriorities[name] else {
                throw fail("expected a priority (1…1000, required, high, low or fittingSize) after '@'")
            }
            try advance()
            return value
        default:
            throw fail("expected a priority (1…1000, required, high, low or fittingSize) after '@'")
        }
    }

    private mutating func signedNumber() throws(Failure) -> CGFloat {
        var sign: CGFloat = 1
        if token == .symbol("-") || token == .symbol("+") {
            sign = token == .symbol("-") ? -1 : 1
            try advance()
        }
        return sign * (try number(after: "the sign"))
    }

    private mutating func number(after what: String) throws(Failure) -> CGFloat {
        guard case .number(let value) = token else { throw fail("expected a number after \(what)") }
        try advance()
        return CGFloat(value)
    }

    // MARK: Tokens

    private mutating func advance() throws(Failure) {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
        tokenOffset = position
        guard position < scalars.count else {
            token = .end
            return
        }
        let scalar = scalars[position]
        if scalar == "_" || scalar.properties.isAlphabetic {
            var name = ""
            while position < scalars.count,
                scalars[position] == "_" || scalars[position].properties.isAlphabetic
                    || ("0"..."9").contains(scalars[position])
            {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            token = .identifier(name)
        } else if ("0"..."9").contains(scalar) || (scalar == "." && nextIsDigit) {
            var text = ""
            while position < scalars.count, ("0"..."9").contains(scalars[position]) || scalars[position] == "." {
                text.unicodeScalars.append(scalars[position])
                position += 1
            }
            guard let value = Double(text) else { throw fail("'\(text)' is not a number", at: tokenOffset) }
            token = .number(value)
        } else if ["=", "<", ">"].contains(scalar) {
            guard position + 1 < scalars.count, scalars[position + 1] == "=" else {
                throw fail("expected '==', '<=' or '>='", at: tokenOffset)
            }
            token = .symbol(String(scalar) + "=")
            position += 2
        } else if ["+", "-", "*", "/", "@", "."].contains(scalar) {
            token = .symbol(String(scalar))
            position += 1
        } else {
            throw fail("unexpected character '\(scalar)'", at: tokenOffset)
        }
    }

    private var nextIsDigit: Bool {
        position + 1 < scalars.count && ("0"..."9").contains(scalars[position + 1])
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let name): "'\(name)'"
        case .number(let value): "'\(Self.format(value))'"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "end"
        }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? tokenOffset, message: message)
    }

    static func format(_ value: Double) -> String { formatNumber(value) }
}
