internal import Cassowary

/// One of an item's four solver variables: its rectangle in the coordinates of the tree's root
/// (the root's bounds coordinate system), so that constraints across branches need no
/// conversion. Frames are derived from them by subtracting the superview's position.
///
/// The width and height are the solver's last choice of subject (`SubjectPreference.last`):
/// where constraints leave an item free, UIKit keeps its size at 0 and moves its position
/// (docs/autolayout.md, "Under-constrained views").
enum ItemVariable: Int {
    case minX, minY, width, height

    /// How the solver picks this variable among the candidates of a new constraint.
    var subjectPreference: Variable.SubjectPreference {
        self == .width || self == .height ? .last : .normal
    }
}

/// An item's four variable handles in one solver, -1 until a constraint first mentions the
/// variable.
///
/// Handles are made when translation first meets a variable, in the order a solver of objects
/// would have registered it, so that the solver chooses the same subjects and ambiguous layouts
/// keep the same frames.
struct ItemHandles {
    var values: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    subscript(variable: ItemVariable) -> Int32 {
        get {
            switch variable {
            case .minX: values.0
            case .minY: values.1
            case .width: values.2
            case .height: values.3
            }
        }
        set {
            switch variable {
            case .minX: values.0 = newValue
            case .minY: values.1 = newValue
            case .width: values.2 = newValue
            case .height: values.3 = newValue
            }
        }
    }
}

/// Whoever owns the solver a translation writes for, asked for the handle of an item's variable,
/// made on first use. The tree's engine keeps the handles in its records (``EngineItemRecord``);
/// the fitting solver, which solves a subtree on its own, keeps them in a table of its own. An
/// enum of the two rather than a protocol: each term's handle is then a direct call, not one
/// through a witness table.
@MainActor
enum VariableTable {
    case engine(LayoutEngine)
    case fitting(FittingVariables)

    @inline(__always)
    func handle(of item: LayoutItem, _ variable: ItemVariable) -> VariableHandle {
        switch self {
        case .engine(let engine): engine.handle(of: item, variable)
        case .fitting(let variables): variables.handle(of: item, variable)
        }
    }
}

/// A constraint being translated into solver terms: the terms in writing order (the order a
/// solver meets their variables in) and the constant. One buffer serves a whole batch.
@MainActor
struct Translation {
    let table: VariableTable
    private(set) var terms: [HandleTerm] = []
    var constant: Double = 0
    /// Whether a constraint translated with this buffer read a view's baseline offsets.
    var readBaselineOffsets = false

    init(table: VariableTable) {
        self.table = table
    }

    /// Appends `coefficient × variable` of `item`.
    mutating func add(_ item: LayoutItem, _ variable: ItemVariable, _ coefficient: Double) {
        terms.append(HandleTerm(table.handle(of: item, variable), coefficient))
    }

    /// Empties the buffer for the next constraint, keeping its storage. A constraint has a few
    /// terms: removing them one by one is inlined where `removeAll(keepingCapacity:)` may be a
    /// call to the standard library's generic range replacement. The buffer is never shared
    /// (``takeTerms()``), so the removals copy nothing.
    mutating func clear() {
        while !terms.isEmpty { terms.removeLast() }
        constant = 0
    }

    /// The terms, for a solver constraint that keeps them; the buffer goes with them and a new
    /// one of the same room takes its place.
    mutating func takeTerms() -> [HandleTerm] {
        let taken = terms
        terms = []
        terms.reserveCapacity(taken.capacity)
        return taken
    }
}
