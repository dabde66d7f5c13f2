/// Sums of coefficients by variable or symbol id, in order of each id's first appearance: the
/// work list of an expansion or a merge of terms.
///
/// While there are few ids they are found by searching the list; past ``searchedCount`` an
/// open-addressing table of positions finds them. A dense accumulator per variable and per
/// symbol had cost every variable and symbol nine bytes for sums that in layout work hold a
/// handful of ids (a long chain expands into dozens; with `Dictionary` in place of the table,
/// a first layout of the benchmark's grid cost 0.7 % more).
///
/// A first addition stores `0 + value`, so that the sums are bit for bit those of adding to a
/// zeroed accumulator. Emptying keeps the arrays and only resets ``count``, and clears just the
/// table entries in use: `removeAll(keepingCapacity:)` goes through the generic
/// `replaceSubrange`, dearer than the few additions of a usual expansion.
struct Accumulator {
    /// The ids, in order of first appearance, and their sums: the first ``count`` entries.
    private(set) var ids: [Int32] = []
    private(set) var sums: [Double] = []
    private(set) var count = 0
    /// Past ``searchedCount`` ids: position + 1 of an id at its hashed place or after it (0:
    /// empty), the table's size a power of two at least twice the ids' (all empty while there
    /// are fewer); and each position's place, so that emptying clears only those.
    private var table: [Int32] = []
    private var places: [Int32] = []
    /// The table's size is 2^tableBits.
    private var tableBits: UInt32 = 0

    /// The most ids found by searching the list.
    static let searchedCount = 16

    /// Fibonacci hashing: the high bits of the id times 2^32 / φ.
    @inline(__always)
    private func home(of id: Int32) -> Int {
        Int((UInt32(bitPattern: id) &* 0x9E37_79B1) >> (32 - tableBits))
    }

    /// The position of `id`, or nil; without it, `place` is where it would go in the table.
    @inline(__always)
    private func find(_ id: Int32) -> (position: Int?, place: Int) {
        if count <= Self.searchedCount {
            for position in 0..<count where ids[position] == id { return (position, -1) }
            return (nil, -1)
        }
        var place = home(of: id)
        while true {
            let entry = Int(table[place])
            if entry == 0 { return (nil, place) }
            if ids[entry - 1] == id { return (entry - 1, place) }
            place = (place + 1) & (table.count - 1)
        }
    }

    /// Adds `value` to the id's sum. Returns true when the id is new.
    @discardableResult
    mutating func add(_ id: Int32, _ value: Double) -> Bool {
        let (found, place) = find(id)
        if let position = found {
            sums[position] += value
            return false
        }
        if count < ids.count {
            ids[count] = id
            sums[count] = 0 + value
        } else {
            ids.append(id)
            sums.append(0 + value)
        }
        count += 1
        if count == Self.searchedCount + 1 || 2 * count > table.count {
            index()
        } else if count > Self.searchedCount {
            table[place] = Int32(count)
            setPlace(place, of: count - 1)
        }
        return true
    }

    /// The id's sum, which becomes 0 (0 when the id is absent).
    mutating func take(_ id: Int32) -> Double {
        guard let position = find(id).position else { return 0 }
        let sum = sums[position]
        sums[position] = 0
        return sum
    }

    /// Empties the accumulator, keeping its room.
    mutating func removeAll() {
        if count > Self.searchedCount {
            for position in 0..<count { table[Int(places[position])] = 0 }
        }
        count = 0
    }

    private mutating func setPlace(_ place: Int, of position: Int) {
        if position < places.count { places[position] = Int32(place) } else { places.append(Int32(place)) }
    }

    /// Puts every id in the table, first making it large enough: four times the ids. The table
    /// is empty when the ids first outnumber ``searchedCount``; when they outgrow it, it is new.
    private mutating func index() {
        var bits = max(tableBits, 6)
        while 1 << bits < 4 * count { bits += 1 }
        if bits != tableBits || table.isEmpty {
            tableBits = bits
            table = [Int32](repeating: 0, count: 1 << bits)
        }
        let size = table.count
        for position in 0..<count {
            var place = home(of: ids[position])
            while table[place] != 0 { place = (place + 1) & (size - 1) }
            table[place] = Int32(position + 1)
            setPlace(place, of: position)
        }
    }

    /// The bytes its room takes, for the storage report.
    var reservedBytes: Int {
        ids.capacity * MemoryLayout<Int32>.stride + sums.capacity * MemoryLayout<Double>.stride
            + (table.capacity + places.capacity) * MemoryLayout<Int32>.stride
    }
}
