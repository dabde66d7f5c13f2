/// A linear expression's terms: none, one or two inline, or an array of three or more.
///
/// A layout constraint has one or two terms, and an array would be a heap allocation of 64 to
/// 80 bytes per constraint; inline, the whole expression is 40 bytes inside its `Constraint`.
@usableFromInline
enum TermStorage {
    case none
    case one(Term)
    case two(Term, Term)
    case many([Term])

    init(_ terms: [Term]) {
        switch terms.count {
        case 0: self = .none
        case 1: self = .one(terms[0])
        case 2: self = .two(terms[0], terms[1])
        default: self = .many(terms)
        }
    }

    var count: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let terms): terms.count
        }
    }

    /// The term at `index`, in writing order.
    subscript(index: Int) -> Term {
        switch self {
        case .one(let term) where index == 0: return term
        case .two(let first, let second) where index < 2: return index == 0 ? first : second
        case .many(let terms): return terms[index]
        default: preconditionFailure("term index \(index) out of range 0..<\(count)")
        }
    }

    var array: [Term] {
        switch self {
        case .none: []
        case .one(let term): [term]
        case .two(let first, let second): [first, second]
        case .many(let terms): terms
        }
    }

    @inline(__always)
    func forEach(_ body: (Term) throws -> Void) rethrows {
        switch self {
        case .none: return
        case .one(let term): try body(term)
        case .two(let first, let second):
            try body(first)
            try body(second)
        case .many(let terms): for term in terms { try body(term) }
        }
    }

    @inlinable
    mutating func append(_ term: Term) {
        switch self {
        case .none: self = .one(term)
        case .one(let first): self = .two(first, term)
        case .two(let first, let second): self = .many([first, second, term])
        case .many(var terms):
            self = .none
            terms.append(term)
            self = .many(terms)
        }
    }

    /// Every term's coefficient multiplied by `factor`.
    @usableFromInline
    func scaled(by factor: Double) -> TermStorage {
        func scale(_ term: Term) -> Term { Term(term.variable, term.coefficient * factor) }
        switch self {
        case .none: return .none
        case .one(let term): return .one(scale(term))
        case .two(let first, let second): return .two(scale(first), scale(second))
        case .many(let terms): return .many(terms.map(scale))
        }
    }

    /// These terms followed by `other`'s.
    @usableFromInline
    func appending(_ other: TermStorage) -> TermStorage {
        switch (self, other) {
        case (.none, _): return other
        case (_, .none): return self
        case (.one(let first), .one(let second)): return .two(first, second)
        default:
            var terms: [Term] = []
            terms.reserveCapacity(count + other.count)
            forEach { terms.append($0) }
            other.forEach { terms.append($0) }
            return .many(terms)
        }
    }
}
