/// Parses a Visual Format Language string (docs/reference/visual-format.md, Apple's Auto Layout Guide, "Visual
/// Format Language") into a `VisualFormatLayout`, or fails with UIKit's error and caret
/// position.
///
/// The grammar, as UIKit actually reads it (a little wider than the guide's table):
///
///     format      := (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        := "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  := ""                                  flush
///                  | "-"            before "[" or "|"    standard spacing
///                  | "-" predicate "-"                   a full predicate: -20-, ->=20-, -20@750-
///                  | "-(" predicate ("," predicate)* ")-"
///     predicate   := ("==" | "<=" | ">=")? operand ("@" operand)?
///     operand     := number | metricName | viewName      (a view only inside a view's parentheses)
///     name        := [A-Za-z_][A-Za-z0-9_]*
///     number      := what strtod_l reads in the C locale, starting with "-" or a digit
///
/// No whitespace anywhere, ASCII only. A name is looked up in the metrics first, then in the
/// views. Error positions follow UIKit's cursor: the caret points at the character that could
/// not be read (or just past the end), except that errors about a name or a number point just
/// past it, "Unknown relation" points at the character after `<`, `>` or `=`, and errors
/// found while a constraint is made (`VisualFormatCheckpoint`) point just past the element that
/// completed it.
struct VisualFormatParser {
    /// Parses `format`.
    ///
    /// - Parameters:
    ///   - metrics: the metrics dictionary, already converted to numbers.
    ///   - viewNames: the keys of the views dictionary.
    ///   - check: called at each `VisualFormatCheckpoint`, in the order UIKit makes the
    ///     constraints; returning a kind (usually `.noSuperview` or `.other(…)`) stops parsing
    ///     with that error at the checkpoint's offset. By default nothing fails there.
    static func parse(
        _ format: String,
        metrics: [String: Double] = [:],
        viewNames: Set<String>,
        check: (VisualFormatCheckpoint) -> VisualFormatError.Kind? = { _ in nil }
    ) throws(VisualFormatError) -> VisualFormatLayout {
        var parser = VisualFormatParser(format: format, metrics: metrics, viewNames: viewNames)
        return try parser.parseLayout(check: check)
    }

    private enum Context {
        /// Inside `[name(…)]`: view names are allowed as objects.
        case view
        /// Inside a connection: a view name is an error.
        case connection
    }

    private enum Operand {
        case value(VisualFormatValue)
        case view(String)
    }

    private let format: String
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private var scanner: VisualFormatScanner

    private init(format: String, metrics: [String: Double], viewNames: Set<String>) {
        self.format = format
        self.metrics = metrics
        self.viewNames = viewNames
        self.scanner = VisualFormatScanner(Array(format.utf8))
    }

    private func failure(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind, format: format, position: scanner.position)
    }

    // MARK: - format

    private mutating func parseLayout(
        check: (VisualFormatCheckpoint) -> VisualFormatError.Kind?
    ) throws(VisualFormatError) -> VisualFormatLayout {
        if scanner.bytes.isEmpty {
            throw failure(.emptyFormat)
        }
        if let index = scanner.bytes.firstIndex(where: { $0 >= 0x80 }) {
            throw VisualFormatError(.nonASCIIFormat, format: format, position: index)
        }

        func checkpoint(_ point: VisualFormatCheckpoint) throws(VisualFormatError) {
            if let kind = check(point) {
                throw VisualFormatError(kind, format: format, position: point.offset)
            }
        }

        let orientation = try parseOrientation()

        var views: [VisualFormatView] = []
        var connections: [VisualFormatConnection] = []
        var leadingSuperview: VisualFormatSuperviewEdge?
        var trailingSuperview: VisualFormatSuperviewEdge?

        let barByte = UInt8(ascii: "|")
        if scanner.current == barByte {
            let barOffset = scanner.position
            scanner.position += 1
            if scanner.isAtEnd { throw failure(.expectedConnectionAfterBar) }
            let connection = try parseConnection()
            let first = try parseView()
            try checkpoint(.leadingSuperview(view: first.name, offset: scanner.position))
            leadingSuperview = VisualFormatSuperviewEdge(
                barOffset: barOffset, connection: connection, errorOffset: scanner.position)
            views.append(first)
        } else {
            views.append(try parseView())
        }

        while !scanner.isAtEnd {
            let connection = try parseConnection()
            if scanner.current == UInt8(ascii: "[") {
                let view = try parseView()
                try checkpoint(
                    .betweenViews(first: views[views.count - 1].name, second: view.name, offset: scanner.position))
                connections.append(connection)
                views.append(view)
            } else if scanner.current == barByte {
                let barOffset = scanner.position
                scanner.position += 1
                try checkpoint(.trailingSuperview(view: views[views.count - 1].name, offset: scanner.position))
                trailingSuperview = VisualFormatSuperviewEdge(
                    barOffset: barOffset, connection: connection, errorOffset: scanner.position)
                break
            } else {
                throw failure(.expectedViewOrBar)
            }
        }
        if !scanner.isAtEnd {
            throw failure(.expectedEndOfFormat)
        }

        return VisualFormatLayout(
            format: format,
            orientation: orientation,
            leadingSuperview: leadingSuperview,
            views: views,
            connections: connections,
            trailingSuperview: trailingSuperview)
    }

    /// `H:` or `V:` at the very start; horizontal when the first character is neither letter.
    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormatOrientation {
        let orientation: VisualFormatOrientation
        switch scanner.current {
        case UInt8(ascii: "H"): orientation = .horizontal
        case UInt8(ascii: "V"): orientation = .vertical
        default: return .horizontal
        }
        scanner.position += 1
        guard scanner.consume(UInt8(ascii: ":")) else {
            throw failure(.expectedColonAfterOrientation(orientation == .vertical ? "V" : "H"))
        }
        return orientation
    }

    // MARK: - views

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        let start = scanner.position
        guard scanner.consume(UInt8(ascii: "[")), !scanner.isAtEnd else {
            throw failure(.expectedView)
        }
        guard let name = scanner.scanName() else {
            throw failure(.invalidViewName)
        }
        guard viewNames.contains(name) else {
            throw failure(.unknownView(name: name))
        }
        if scanner.consume(UInt8(ascii: "]")) {
            return VisualFormatView(name: name, predicates: [], range: start..<scanner.position)
        }
        guard scanner.consume(UInt8(ascii: "(")) else {
            throw failure(.expectedClosingBracket)
        }
        if scanner.isAtEnd {
            throw failure(.unterminatedViewPredicates)
        }
        let predicates = try parsePredicateList(in: .view)
        guard scanner.consume(UInt8(ascii: ")")) else {
            throw failure(.expectedClosingParenthesisInView)
        }
        guard scanner.consume(UInt8(ascii: "]")) else {
            throw failure(.expectedClosingBracketAfterPredicates)
        }
        return VisualFormatView(name: name, predicates: predicates, range: start..<scanner.position)
    }

    // MARK: - connections

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        let start = scanner.position
        let dash = UInt8(ascii: "-")
        guard scanner.consume(dash) else {
            return VisualFormatConnection(kind: .flush, range: start..<start)
        }
        if scanner.current == UInt8(ascii: "[") || scanner.current == UInt8(ascii: "|") {
            return VisualFormatConnection(kind: .standard, range: start..<scanner.position)
        }
        if scanner.current == dash {
            throw failure(.ambiguousMinus)
        }
        let predicates: [VisualFormatPredicate]
        if scanner.consume(UInt8(ascii: "(")) {
            predicates = try parsePredicateList(in: .connection)
            guard scanner.consume(UInt8(ascii: ")")) else {
                throw failure(.expectedClosingParenthesisInConnection)
            }
        } else {
            predicates = [try parsePredicate(in: .connection)]
        }
        if scanner.current == UInt8(ascii: ",") {
            throw failure(.expectedDashBeforeList)
        }
        guard scanner.consume(dash) else {
            throw failure(.expectedDash)
        }
        return VisualFormatConnection(kind: .predicates(predicates), range: start..<scanner.position)
    }

    // MARK: - predicates

    private mutating func parsePredicateList(in context: Context) throws(VisualFormatError) -> [VisualFormatPredicate] {
        var predicates = [try parsePredicate(in: context)]
        while scanner.consume(UInt8(ascii: ",")) {
            predicates.append(try parsePredicate(in: context))
        }
        return predicates
    }

    private mutating func parsePredicate(in context: Context) throws(VisualFormatError) -> VisualFormatPredicate {
        let start = scanner.position
        let relation = try parseRelation()
        let object: VisualFormatPredicateObject =
            switch try parseOperand(in: context) {
            case .value(let value): .constant(value)
            case .view(let name): .view(name: name)
            }
        var priority: VisualFormatValue?
        if scanner.consume(UInt8(ascii: "@")) {
            let value: VisualFormatValue =
                switch try parseOperand(in: context) {
                case .value(let value): value
                // UIKit takes a view's name here as the predicate's second item and reads the
                // priority as 0, which the range check below rejects.
                case .view: VisualFormatValue(0)
                }
            if value.value <= 0 {
                throw failure(.priorityNotPositive(value.value))
            }
            if value.value > 1000 {
                throw failure(.priorityAboveRequired(value.value))
            }
            priority = value
        }
        return VisualFormatPredicate(
            relation: relation, object: object, priority: priority, range: start..<scanner.position)
    }

    /// `==`, `<=`, `>=`, or nothing (`==`). A lone `<`, `>` or `=` is an error reported at the
    /// character after it.
    private mutating func parseRelation() throws(VisualFormatError) -> VisualFormatRelation {
        guard let byte = scanner.current else {
            throw failure(.expectedMoreInput)
        }
        let relation: VisualFormatRelation
        switch byte {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        scanner.position += 1
        guard scanner.consume(UInt8(ascii: "=")) else {
            throw failure(.unknownRelation)
        }
        return relation
    }

    /// A number (starting with `-` or a digit), a metric, or a view (in a view's parentheses).
    private mutating func parseOperand(in context: Context) throws(VisualFormatError) -> Operand {
        guard let byte = scanner.current else {
            throw failure(.expectedNumberOrMetric)
        }
        if byte == UInt8(ascii: "-") || VisualFormatScanner.isDigit(byte) {
            guard let number = scanner.scanNumber() else {
                throw failure(.invalidNumber)
            }
            return .value(VisualFormatValue(number))
        }
        guard let name = scanner.scanName() else {
            throw failure(.expectedNumberOrMetric)
        }
        if let value = metrics[name] {
            return .value(VisualFormatValue(value, metricName: name))
        }
        guard viewNames.contains(name) else {
            throw failure(.unknownMetric(name: name))
        }
        guard context == .view else {
            throw failure(.viewAsSpacing(name: name))
        }
        return .view(name)
    }
}
