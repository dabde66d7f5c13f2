/// One tableau row: `basic = constant + Σ cells`, every cell's symbol parametric.
///
/// Cells are kept in insertion order, which is deterministic; rows are short in layout work
/// (one to a few cells), so look-ups scan.
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]

    init(basic: Int32 = -1, constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    func index(of symbol: Int32) -> Int? {
        for i in cells.indices where cells[i].symbol == symbol { return i }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    /// Adds `coefficient` to the symbol's cell. Returns true when the symbol is new to the row.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        if let i = index(of: symbol) {
            let sum = cells[i].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: i)
            } else {
                cells[i].coefficient = sum
            }
            return false
        }
        if isNearZero(coefficient) { return false }
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        return true
    }

    /// Removes the symbol's cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells.remove(at: i).coefficient
    }

    mutating func scale(_ factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `0 = constant + Σ cells` (with the old basic moved in as `-1`, when there is one)
    /// so that `symbol` becomes the basic variable.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        if basic >= 0 { cells.append(Cell(symbol: basic, coefficient: -1)) }
        scale(-1 / coefficient)
        basic = symbol
    }
}
