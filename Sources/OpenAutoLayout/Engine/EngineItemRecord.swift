import Foundation

/// Where an item's record is in the engine it joined last: that engine's table number (0 for
/// none) and the item's dense id there, its index in the engine's records.
///
/// An item that joins another engine gets a new id there; its slot then names the other table,
/// and the record in the first engine counts as gone. One that leaves its tree and comes back to
/// the same engine finds its record, and its variables, again.
struct EngineSlot {
    var table: UInt32 = 0
    var id: Int32 = -1
}

/// The engine's record of one of its items (a view or a layout guide): what the engine alone
/// reads and writes of it, kept in one of the engine's arrays and indexed by the item's dense id.
///
/// Views join an engine in tree order, so a pass over a tree reads their records in the order
/// of the array; a guide gets its record when a constraint first mentions it.
struct EngineItemRecord {
    /// The item's solver variables.
    var handles = ItemHandles()
    /// The engine's pass queues the view waits in (none for guides).
    var queues: EngineQueues = []
    /// The constraints the engine made for the view from its autoresizing mask and from its
    /// intrinsic content size (``EngineMadeConstraints``); none for guides.
    var autoresizingConstraints: [NSAutoresizingMaskLayoutConstraint] = []
    var contentSizeConstraints: [NSContentSizeLayoutConstraint] = []
    /// The frame the engine last gave the view (unused for guides); before the first, a
    /// rectangle of NaNs, which differs from every frame. A NaN frame from the solver differs
    /// from itself too, so it is written every time, as an answer that changes.
    var lastFrame = Self.none
    /// The bounds the view's resolved insets were computed for (InsetsResolutionPhase); NaNs
    /// before the first resolution in this engine.
    var resolvedBounds = Self.none

    private static let none = CGRect(x: Double.nan, y: .nan, width: .nan, height: .nan)

    /// Makes `frame` the last frame the engine gave the view, and tells whether it differs from
    /// the one before.
    @inline(__always)
    mutating func replaceLastFrame(with frame: CGRect) -> Bool {
        Self.replace(&lastFrame, with: frame)
    }

    /// Makes `bounds` the bounds the insets were resolved for, and tells whether they differ
    /// from the ones before.
    @inline(__always)
    mutating func replaceResolvedBounds(with bounds: CGRect) -> Bool {
        Self.replace(&resolvedBounds, with: bounds)
    }

    /// Compares component by component (Foundation's `CGRect ==` is an out-of-line call that
    /// costs more than this comparison does inline), then replaces.
    @inline(__always)
    private static func replace(_ stored: inout CGRect, with new: CGRect) -> Bool {
        let changed =
            stored.origin.x != new.origin.x || stored.origin.y != new.origin.y || stored.size.width != new.size.width
            || stored.size.height != new.size.height
        stored = new
        return changed
    }
}

/// The pass queues of an engine a view can wait in, one flag each, so that a view is queued
/// once however often it asks.
///
/// Only views registered with the engine are marked (its root is registered from the start),
/// and a view that leaves the engine leaves every queue (``LayoutEngine/unregister(subtree:)``):
/// a marked view is one the engine's passes may act on. A view that moved to another engine
/// still stands in this engine's queue lists, but its record here is unmarked, so the passes
/// skip it.
struct EngineQueues: OptionSet {
    let rawValue: UInt8

    /// Its engine-made constraints are derived again (autoresizing mask, intrinsic size).
    static let sync = EngineQueues(rawValue: 1 << 0)
    /// Its safe area and effective margins are resolved again.
    static let insets = EngineQueues(rawValue: 1 << 1)
    /// Its trait collection is resolved again.
    static let traits = EngineQueues(rawValue: 1 << 2)
    /// Its `updateConstraints()` runs.
    static let update = EngineQueues(rawValue: 1 << 3)
    /// Its `layoutSubviews()` runs.
    static let layout = EngineQueues(rawValue: 1 << 4)

    static let all: EngineQueues = [.sync, .insets, .traits, .update, .layout]
}

/// An engine's records, by dense id, in one block of memory the engine alone owns.
///
/// An array would do, but every write through it checks that its storage is not shared (the
/// engine's passes write a record for every view they visit); the block cannot be shared, so
/// its writes check nothing. Ids come from the slots of items that joined this engine, so they
/// are always in range; debug builds check that too.
struct EngineItemRecords: ~Copyable {
    private var base: UnsafeMutablePointer<EngineItemRecord>
    private(set) var count = 0
    private(set) var capacity: Int

    init() {
        capacity = 4
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(id: Int) -> EngineItemRecord {
        unsafeAddress {
            assert(id >= 0 && id < count, "record \(id) of \(count)")
            return UnsafePointer(base + id)
        }
        nonmutating unsafeMutableAddress {
            assert(id >= 0 && id < count, "record \(id) of \(count)")
            return base + id
        }
    }

    /// Adds an empty record and returns its id.
    mutating func append() -> Int {
        if count == capacity { reserve(2 * capacity) }
        (base + count).initialize(to: EngineItemRecord())
        count += 1
        return count - 1
    }

    /// Room for `minimumCapacity` records in all.
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let grown = UnsafeMutablePointer<EngineItemRecord>.allocate(capacity: minimumCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = minimumCapacity
    }
}
