internal import Cassowary
import Foundation

/// The engine's records of its items (``EngineItemRecord``), found through each item's
/// ``EngineSlot``, and the variable handles, frames and bounds kept in them.
extension LayoutEngine {
    /// The item's dense id in this engine; an item new to it gets the next one and an empty record.
    @inline(__always)
    func recordID(of item: LayoutItem) -> Int {
        let slot = item.engineSlot
        if slot.table == tableNumber { return Int(slot.id) }
        let id = records.append()
        item.engineSlot = EngineSlot(table: tableNumber, id: Int32(id))
        return id
    }

    /// Room for `count` more records: exactly, for the first subtree after the root (all of a
    /// flat tree), and at least double the room after that, so that views joining one by one
    /// cost amortized constant time.
    func reserveRecords(_ count: Int) {
        let needed = records.count + count
        guard needed > records.capacity else { return }
        records.reserve(records.count <= 1 ? needed : max(needed, 2 * records.capacity))
    }

    /// The item's handles when it has a record in this engine.
    func ownHandles(of item: LayoutItem) -> ItemHandles? {
        guard let id = existingRecordID(of: item) else { return nil }
        return records[id].handles
    }

    /// Whether the item has a record in this engine (a constraint has mentioned it here, or it
    /// is a view that joined this engine).
    func hasRecord(of item: LayoutItem) -> Bool {
        item.engineSlot.table == tableNumber
    }

    /// The handle of the item's variable in this solver, when a constraint has mentioned it.
    func existingHandle(of item: LayoutItem, _ variable: ItemVariable) -> VariableHandle? {
        guard let handles = ownHandles(of: item), handles[variable] >= 0 else { return nil }
        return VariableHandle(handles[variable])
    }

    /// The solver's value of the item's variable: 0 for one no constraint has mentioned.
    func value(of item: LayoutItem, _ variable: ItemVariable) -> Double {
        guard let handle = existingHandle(of: item, variable) else { return 0 }
        return solver.value(of: handle)
    }

    /// The solver's values of the view's four variables (0 for those no constraint mentions):
    /// its alignment rectangle in the tree's coordinates.
    @inline(__always)
    func rectangle(of view: UIView) -> (minX: Double, minY: Double, width: Double, height: Double) {
        rectangle(ofRecord: existingRecordID(of: view))
    }

    /// The id of the item's record here; nil when it has none.
    @inline(__always)
    func existingRecordID(of item: LayoutItem) -> Int? {
        let slot = item.engineSlot
        return slot.table == tableNumber ? Int(slot.id) : nil
    }

    /// ``rectangle(of:)`` of the view whose record is `id` (nil: a view without one).
    @inline(__always)
    func rectangle(ofRecord id: Int?) -> (minX: Double, minY: Double, width: Double, height: Double) {
        guard let id else { return (0, 0, 0, 0) }
        let (x, y, w, h) = records[id].handles.values
        return (
            x >= 0 ? solver.value(of: VariableHandle(x)) : 0, y >= 0 ? solver.value(of: VariableHandle(y)) : 0,
            w >= 0 ? solver.value(of: VariableHandle(w)) : 0, h >= 0 ? solver.value(of: VariableHandle(h)) : 0
        )
    }

    /// Makes `frame` the last frame this engine gave the view whose record is `id`, and tells
    /// whether it differs from the one before (always, the first time, and for a view without
    /// a record here, which every registered view has).
    @inline(__always)
    func replaceLastFrame(ofRecord id: Int?, with frame: CGRect) -> Bool {
        guard let id else { return true }
        return records[id].replaceLastFrame(with: frame)
    }

    /// Makes `bounds` the bounds `view`'s insets were last resolved for in this engine, and
    /// tells whether they differ from the ones before (always, the first time).
    @inline(__always)
    func replaceResolvedBounds(of view: UIView, with bounds: CGRect) -> Bool {
        guard let id = existingRecordID(of: view) else { return true }
        return records[id].replaceResolvedBounds(with: bounds)
    }

    /// Whether `view` waits in this engine's `queue`: false for a view without a record here.
    @inline(__always)
    func isQueued(_ view: UIView, in queue: EngineQueues) -> Bool {
        guard let id = existingRecordID(of: view) else { return false }
        return records[id].queues.contains(queue)
    }

    /// Marks `view`, a view registered with this engine (which has its record here), as
    /// waiting in `queue`, and tells whether it was not already.
    @inline(__always)
    func markQueued(_ view: UIView, in queue: EngineQueues) -> Bool {
        guard let id = existingRecordID(of: view) else {
            assertionFailure("\(view) is queued in an engine it has not joined")
            return false
        }
        return records[id].queues.insert(queue).inserted
    }

    /// Marks `view` as no longer waiting in `queues`, and tells whether it waited in any of them.
    @inline(__always)
    @discardableResult
    func markDequeued(_ view: UIView, from queues: EngineQueues) -> Bool {
        guard let id = existingRecordID(of: view) else { return false }
        let waited = !records[id].queues.isDisjoint(with: queues)
        records[id].queues.subtract(queues)
        return waited
    }

    /// The autoresizing-mask constraints this engine made for `view`: none for a view without a
    /// record here.
    func autoresizingConstraints(of view: UIView) -> [NSAutoresizingMaskLayoutConstraint] {
        guard let id = existingRecordID(of: view) else { return [] }
        return records[id].autoresizingConstraints
    }

    /// The intrinsic-size constraints this engine made for `view`: none for a view without a
    /// record here.
    func contentSizeConstraints(of view: UIView) -> [NSContentSizeLayoutConstraint] {
        guard let id = existingRecordID(of: view) else { return [] }
        return records[id].contentSizeConstraints
    }

    /// The handle of the item's variable, made when a constraint first mentions it; a view's new
    /// handles join the variable map once it is built.
    func handle(of item: LayoutItem, _ variable: ItemVariable) -> VariableHandle {
        let id = recordID(of: item)
        let existing = records[id].handles[variable]
        if existing >= 0 { return VariableHandle(existing) }
        let made = solver.makeVariable(subjectPreference: variable.subjectPreference)
        records[id].handles[variable] = made.index
        if variableMapIsBuilt, let view = item as? UIView, view !== root { setView(view, for: made.index) }
        return made
    }
}
