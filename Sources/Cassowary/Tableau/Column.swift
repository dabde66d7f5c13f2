/// The row slots that may hold one symbol as a parametric cell, in the order they were added.
///
/// The first two slots are stored inline: most symbols sit in one row or two. Later slots go
/// to chunks of a ``ColumnChunks`` pool that every column of the state shares, so that a
/// symbol in many rows costs no array of its own (an array per column had cost its header
/// and its allocation, and kept its capacity in the symbol's record). A slot is -1 when
/// unused; `second` is used only when `first` is, and the chunks only when both are.
struct Column {
    var first: Int32 = -1
    var second: Int32 = -1
    /// The last of the column's chunks in its pool, or -1; the chunks form a ring, so the
    /// last one leads to the first.
    var lastChunk: Int32 = -1

    var isEmpty: Bool { first < 0 }
}

/// The pool that holds every column's slots past its first two, in chunks of three slots and
/// a link: each column's chunks form a ring through their links, the column pointing at the
/// last chunk (whose link leads to the first), so that appending is O(1) and reading goes in
/// order of addition. Freed chunks are linked into a free list for reuse.
struct ColumnChunks {
    /// Chunk `c` is `storage[4c ..< 4c + 4]`: three slots (-1 when unused, unused ones last)
    /// and the next chunk of its ring (or of the free list, -1 at its end).
    private(set) var storage: [Int32] = []
    private var freeChunk: Int32 = -1

    /// The row slots a chunk holds.
    static let slotsPerChunk = 3

    @inline(__always) private func link(of chunk: Int32) -> Int32 { storage[4 * Int(chunk) + 3] }

    private mutating func makeChunk(holding slot: Int32, next: Int32) -> Int32 {
        let chunk: Int32
        if freeChunk >= 0 {
            chunk = freeChunk
            freeChunk = link(of: chunk)
            let base = 4 * Int(chunk)
            storage[base] = slot
            storage[base + 1] = -1
            storage[base + 2] = -1
            storage[base + 3] = next
        } else {
            chunk = Int32(storage.count / 4)
            storage.append(slot)
            storage.append(-1)
            storage.append(-1)
            storage.append(next)
        }
        return chunk
    }

    mutating func append(_ slot: Int32, to column: inout Column) {
        if column.first < 0 {
            column.first = slot
        } else if column.second < 0 {
            column.second = slot
        } else {
            let last = column.lastChunk
            guard last >= 0 else {
                let chunk = makeChunk(holding: slot, next: -1)
                storage[4 * Int(chunk) + 3] = chunk
                column.lastChunk = chunk
                return
            }
            let base = 4 * Int(last)
            for k in 1..<Self.slotsPerChunk where storage[base + k] < 0 {
                storage[base + k] = slot
                return
            }
            let chunk = makeChunk(holding: slot, next: storage[base + 3])
            storage[base + 3] = chunk
            column.lastChunk = chunk
        }
    }

    /// Empties the column, returning its chunks to the free list.
    mutating func removeAll(of column: inout Column) {
        if column.lastChunk >= 0 { removeChunks(of: &column) }
        column = Column()
    }

    /// Empties every column at once; their records must be reset by the caller.
    mutating func removeAllChunks() {
        storage.removeAll(keepingCapacity: true)
        freeChunk = -1
    }

    /// Calls `body` with each of the column's slots, in order.
    @inline(__always)
    func forEach(in column: Column, _ body: (Int32) -> Void) {
        guard column.first >= 0 else { return }
        body(column.first)
        guard column.second >= 0 else { return }
        body(column.second)
        let last = column.lastChunk
        guard last >= 0 else { return }
        var chunk = link(of: last)
        while true {
            let base = 4 * Int(chunk)
            for k in 0..<Self.slotsPerChunk {
                let slot = storage[base + k]
                if slot < 0 { break }
                body(slot)
            }
            if chunk == last { return }
            chunk = storage[base + 3]
        }
    }

    /// The first of the column's chunks (the ring's entry), or -1 when it has none.
    @inline(__always) func firstChunk(of column: Column) -> Int32 {
        column.lastChunk >= 0 ? link(of: column.lastChunk) : -1
    }

    /// The chunk after `chunk` in its ring.
    @inline(__always) func chunk(after chunk: Int32) -> Int32 { link(of: chunk) }

    /// The slot at `position` (below ``slotsPerChunk``) of a chunk, -1 when unused.
    @inline(__always) func slot(_ position: Int, of chunk: Int32) -> Int32 { storage[4 * Int(chunk) + position] }

    /// Keeps the slots for which `keep` holds, in order, in place; chunks left empty are freed.
    mutating func compact(_ column: inout Column, keeping keep: (Int32) -> Bool) {
        guard column.first >= 0 else { return }
        let last = column.lastChunk
        let firstChunk = last >= 0 ? link(of: last) : -1
        var kept = 0
        // Where the next kept slot past the first two goes: a chunk of the ring and a position.
        var writeChunk = firstChunk
        var writeSlot = 0
        func place(_ slot: Int32, _ pool: inout ColumnChunks) {
            switch kept {
            case 0: column.first = slot
            case 1: column.second = slot
            default:
                if writeSlot == Self.slotsPerChunk {
                    writeChunk = pool.link(of: writeChunk)
                    writeSlot = 0
                }
                pool.storage[4 * Int(writeChunk) + writeSlot] = slot
                writeSlot += 1
            }
            kept += 1
        }
        let first = column.first, second = column.second
        if keep(first) { place(first, &self) }
        if second >= 0 && keep(second) { place(second, &self) }
        if last >= 0 {
            // Writing never overtakes reading: a chunk's three slots are read before any is
            // written, and no more slots are kept than were read.
            var chunk = firstChunk
            while true {
                let base = 4 * Int(chunk)
                let a = storage[base], b = storage[base + 1], c = storage[base + 2]
                let next = storage[base + 3]
                if a >= 0 && keep(a) { place(a, &self) }
                if b >= 0 && keep(b) { place(b, &self) }
                if c >= 0 && keep(c) { place(c, &self) }
                if chunk == last { break }
                chunk = next
            }
        }
        if kept < 1 { column.first = -1 }
        if kept < 2 { column.second = -1 }
        guard last >= 0 else { return }
        if kept <= 2 {
            removeChunks(of: &column)
            return
        }
        // Clear the rest of the last chunk written, and free the chunks after it.
        let base = 4 * Int(writeChunk)
        for k in writeSlot..<Self.slotsPerChunk { storage[base + k] = -1 }
        if writeChunk != last {
            let freed = storage[base + 3]
            storage[4 * Int(last) + 3] = freeChunk
            freeChunk = freed
            storage[base + 3] = firstChunk
        }
        column.lastChunk = writeChunk
    }

    private mutating func removeChunks(of column: inout Column) {
        let last = column.lastChunk
        let first = link(of: last)
        storage[4 * Int(last) + 3] = freeChunk
        freeChunk = first
        column.lastChunk = -1
    }
}
