internal import Cassowary
import Foundation

/// One tree's translation into the solver: items → variable handles, constraints → constraint
/// handles.
///
/// There is one engine per root view (a window, or any view without a superview), made on the
/// first layout pass. Activation queues a constraint; the queue is added in one batch at the next
/// pass, so any number of activations costs one optimisation. Deactivation removes at once;
/// a constant change is an edit of the solver's constant (never a rebuild). Nothing iterates a
/// hash map, so the same calls give the same layout.
///
/// The queues and maps that registration and activation touch once per view and per constraint
/// are read without Swift's run-time exclusivity checks, as the view's record's fields are
/// (ViewRecord): the engine is a final class of this module, a tree belongs to one thread at a
/// time, and no access to these fields calls out while it lasts.
@MainActor
final class LayoutEngine {
    let solver = HandleSolver()
    /// How the tree's views and constraints reach this engine (``EngineLink``).
    let link = EngineLink()
    /// Which engine an item's ``EngineSlot`` names: this engine's number.
    let tableNumber: UInt32
    /// The records of the items that joined this engine (``EngineItemRecord``), by dense id.
    @exclusivity(unchecked) var records = EngineItemRecords()
    unowned let root: UIView
    /// The tree's context (its root's ``UIView/layoutContext``, or the default), kept here so
    /// that the engine and the views registered with it read it without walking up the tree.
    var context: LayoutContext

    /// Constraints waiting to be added, in the two groups a batch inserts them in.
    @exclusivity(unchecked) private var pending = PendingConstraints()
    /// Views whose engine-made constraints (autoresizing, intrinsic size, system guides) must be re-derived.
    @exclusivity(unchecked) private var syncQueue: ViewQueue
    /// Views that asked for updateConstraints / layoutSubviews.
    @exclusivity(unchecked) var updateQueue: ViewQueue
    @exclusivity(unchecked) var layoutQueue: ViewQueue
    /// Views whose safe area or layout margins must be resolved again (InsetsResolutionPhase).
    @exclusivity(unchecked) var insetsQueue: ViewQueue
    /// Views whose trait collection may have changed (TraitResolutionPhase).
    @exclusivity(unchecked) var traitQueue: ViewQueue
    /// The root's traits as of the last trait resolution; nil before the first.
    var rootTraits: UITraitCollection?
    /// The environment's direction for this tree as of the current pass (LayoutDirectionResolution),
    /// kept in the engine's link, where its views read it.
    var environmentDirection: UIUserInterfaceLayoutDirection { link.environmentDirection ?? .leftToRight }
    /// The solver's values changed since frames were last applied.
    var needsFrameUpdate = true
    /// Whether a constraint added here ever read a view's baseline offsets: until one does, no
    /// text change need compute its view's offsets (``UIView/baselineOffsetsAreRead``).
    private(set) var hasReadBaselineOffsets = false
    /// The variables whose values the last solve changed, until their frames are applied (FrameApplication).
    var changedVariables: [VariableHandle] = []
    /// Frames must be applied by a walk of the whole tree (a first layout, a subtree leaving).
    var needsFullFrameApplication = true
    /// The pixel grid's scale the frames were last applied with.
    var appliedGridScale: Double?
    /// Views whose frame must be computed again whatever the solver says: new to this engine, or
    /// their constraints derived again.
    @exclusivity(unchecked) private var frameTargets: [UIView] = []
    /// The registered view (other than the root) of each solver variable, by handle, once a
    /// relayout has needed it (``buildVariableMap()``): a tree laid out once never pays for it.
    @exclusivity(unchecked) private var viewsByVariable: [UIView?] = []
    private(set) var variableMapIsBuilt = false
    /// How many entries of ``viewsByVariable`` name a view.
    @exclusivity(unchecked) private(set) var mappedVariableCount = 0
    /// Our constraint for each solver constraint, by constraint handle (handles are handed out in
    /// order, so this array is dense), for conflict reports and constraintsAffectingLayout.
    @exclusivity(unchecked) private var owners: [NSLayoutConstraint?] = []
    /// The number the next engine's table gets.
    private static var nextTableNumber: UInt32 = 1
    /// The free numbers last reported per view (AmbiguityReport); empty unless the context asks.
    var reportedAmbiguity: [ObjectIdentifier: [LayoutFrameComponent]] = [:]
    var isRunningPass = false

    init(root: UIView) {
        self.root = root
        context = root.layoutContext ?? .default
        syncQueue = ViewQueue(root: root)
        updateQueue = ViewQueue(root: root)
        layoutQueue = ViewQueue(root: root)
        insetsQueue = ViewQueue(root: root)
        traitQueue = ViewQueue(root: root)
        tableNumber = Self.nextTableNumber
        Self.nextTableNumber &+= 1
        link.attach(self, environmentDirection: root.treeEnvironmentDirection)
        for variable in [ItemVariable.minX, .minY] {
            do {
                try solver.addConstraint([HandleTerm(handle(of: root, variable))], constant: 0, .equal)
            } catch {
                LayoutDiagnostics.reportInternalError("pinning the root view's origin", error, in: context)
            }
        }
        register(subtree: root)
    }

    isolated deinit {
        link.engineDidGoAway()
    }

    /// Whether what a pass solves, applies or resolves before views lay out has changed: a
    /// constraint or constant, a frame set by hand, insets, traits or a request to update
    /// constraints.
    var solutionMayChange: Bool {
        needsFrameUpdate || !pending.isEmpty || !syncQueue.isEmpty || !updateQueue.isEmpty || !insetsQueue.isEmpty
            || !traitQueue.isEmpty
    }

    var hasWork: Bool {
        !pending.isEmpty || !syncQueue.isEmpty || !updateQueue.isEmpty || !layoutQueue.isEmpty || !insetsQueue.isEmpty
            || !traitQueue.isEmpty || needsFrameUpdate || root.treeEnvironmentDirection != environmentDirection
    }

    // MARK: Registration

    /// Makes every view and guide of `subtree` part of this engine and queues their constraints.
    /// Their safe area, margins and traits are resolved again: the new tree decides them.
    ///
    /// One walk of the subtree registers each view and marks it for the five queues; the joining
    /// views are listed once, in tree order, and each queue takes that list whole when none of
    /// them was queued there yet (the usual case): one list for five queues, and no further walk
    /// over views that a large tree has long pushed out of the processor's caches.
    func register(subtree: UIView) {
        var joining: [UIView] = []
        // Room for the subtree's top level at least: all of a flat tree.
        joining.reserveCapacity(subtree.children.count)
        var rootJoins = false
        var sync = JoiningQueue(.sync), insets = JoiningQueue(.insets), traits = JoiningQueue(.traits)
        var update = JoiningQueue(.update), layout = JoiningQueue(.layout)
        let rootIdentity = ObjectIdentifier(root)
        reserveRecords(subtree.children.count + 1)
        let inDepthOrder = subtree.forEachViewInSubtree { view in
            view.registeredEngine = self
            let id = self.recordID(of: view)
            self.map(view)
            view.needsInsetsResolution = true
            view.installedList.forEachActive { self.enqueue($0) }
            var queues = self.records[id].queues
            defer { self.records[id].queues = queues }
            guard ObjectIdentifier(view) != rootIdentity else {
                rootJoins = true
                sync.offer(root: view, waitingIn: &queues, on: &self.syncQueue)
                insets.offer(root: view, waitingIn: &queues, on: &self.insetsQueue)
                traits.offer(root: view, waitingIn: &queues, on: &self.traitQueue)
                update.offer(root: view, waitingIn: &queues, on: &self.updateQueue)
                layout.offer(root: view, waitingIn: &queues, on: &self.layoutQueue)
                return
            }
            let index = joining.count
            joining.append(view)
            sync.offer(view, waitingIn: &queues, at: index, of: joining)
            insets.offer(view, waitingIn: &queues, at: index, of: joining)
            traits.offer(view, waitingIn: &queues, at: index, of: joining)
            update.offer(view, waitingIn: &queues, at: index, of: joining)
            layout.offer(view, waitingIn: &queues, at: index, of: joining)
        }
        if !needsFullFrameApplication {
            if rootJoins { frameTargets.append(root) }
            frameTargets += joining
        }
        sync.finish(joining, inDepthOrder: inDepthOrder, on: &syncQueue)
        insets.finish(joining, inDepthOrder: inDepthOrder, on: &insetsQueue)
        traits.finish(joining, inDepthOrder: inDepthOrder, on: &traitQueue)
        update.finish(joining, inDepthOrder: inDepthOrder, on: &updateQueue)
        layout.finish(joining, inDepthOrder: inDepthOrder, on: &layoutQueue)
        needsFrameUpdate = true
    }

    /// Takes `subtree` out of this engine: its constraints leave the solver (they stay active and
    /// return when the subtree joins an engine again).
    func unregister(subtree: UIView) {
        subtree.forEachViewInSubtree { view in
            for constraint in view.installedConstraints { self.removeNow(constraint) }
            if let id = self.existingRecordID(of: view) {
                for constraint in self.records[id].autoresizingConstraints { self.removeNow(constraint) }
                for constraint in self.records[id].contentSizeConstraints { self.removeNow(constraint) }
                self.records[id].autoresizingConstraints = []
                self.records[id].contentSizeConstraints = []
            }
            for guide in view.ownedGuides { guide.forgetSystemConstraints(in: self) }
            self.unmap(view)
            view.registeredEngine = nil
            self.markDequeued(view, from: .all)
            view.needsInsetsResolution = true
        }
        needsFrameUpdate = true
    }

    /// Frame application learns from the solver which variables changed; this map takes them to
    /// their views. The root is not mapped: it owns the engine.
    private func map(_ view: UIView) {
        guard variableMapIsBuilt, view !== root, let handles = ownHandles(of: view) else { return }
        for variable in [ItemVariable.minX, .minY, .width, .height] where handles[variable] >= 0 {
            setView(view, for: handles[variable])
        }
    }

    private func unmap(_ view: UIView) {
        guard variableMapIsBuilt, view !== root, let handles = ownHandles(of: view) else { return }
        for variable in [ItemVariable.minX, .minY, .width, .height] where handles[variable] >= 0 {
            setView(nil, for: handles[variable])
        }
    }

    func setView(_ view: UIView?, for handle: Int32) {
        let index = Int(handle)
        if index >= viewsByVariable.count {
            viewsByVariable.append(contentsOf: repeatElement(nil, count: index + 1 - viewsByVariable.count))
        }
        mappedVariableCount += (view != nil ? 1 : 0) - (viewsByVariable[index] != nil ? 1 : 0)
        viewsByVariable[index] = view
    }

    /// Maps every registered view's variables, the first time a relayout follows changes one by
    /// one; from then on variables are mapped as they are made.
    func buildVariableMap() {
        guard !variableMapIsBuilt else { return }
        variableMapIsBuilt = true
        // Every variable has its entry at once: growing the map view by view cost more than
        // mapping.
        if viewsByVariable.count < solver.variableCount {
            viewsByVariable.append(contentsOf: repeatElement(nil, count: solver.variableCount - viewsByVariable.count))
        }
        root.forEachViewInSubtree { view in
            if view.isRegistered(with: self) { self.map(view) }
        }
    }

    /// The registered view whose variable `variable` is; nil for the root's and the guides'.
    func view(of variable: VariableHandle) -> UIView? {
        let index = Int(variable.index)
        return index < viewsByVariable.count ? viewsByVariable[index] : nil
    }

    /// Views whose frame must be computed again whatever the solver says, leaving none.
    @discardableResult
    func takeFrameTargets() -> [UIView] {
        defer { frameTargets.removeAll() }
        return frameTargets
    }

    /// How many views wait in ``takeFrameTargets()``.
    var frameTargetCount: Int { frameTargets.count }

    /// Forgets every view (the root is going away with this engine).
    func forgetViews() {
        viewsByVariable.removeAll()
        mappedVariableCount = 0
        variableMapIsBuilt = false
        frameTargets.removeAll()
    }

    /// Drops the whole engine (its root is joining another tree).
    func dissolve() {
        unregister(subtree: root)
        pending.removeAll()
    }

    // MARK: Queues

    func enqueue(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        guard !constraint.isQueued, constraint.solverConstraint == nil else { return }
        constraint.isQueued = true
        pending.append(constraint)
    }

    func scheduleSync(_ view: UIView) {
        if markQueued(view, in: .sync) { syncQueue.append(view) }
    }

    func scheduleUpdate(_ view: UIView) {
        if markQueued(view, in: .update) { updateQueue.append(view) }
    }

    func scheduleInsets(_ view: UIView) {
        if markQueued(view, in: .insets) { insetsQueue.append(view) }
    }

    func scheduleTraits(_ view: UIView) {
        if markQueued(view, in: .traits) { traitQueue.append(view) }
    }

    /// Inlined into `setNeedsLayout()`, which every frame the engine moves calls.
    @inline(__always)
    func scheduleLayout(_ view: UIView) {
        if markQueued(view, in: .layout) { layoutQueue.append(view) }
    }

    // MARK: Changes to single constraints

    /// Takes a constraint out of the solver now (deactivation, removal from the tree).
    func removeNow(_ constraint: NSLayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint {
            do {
                try solver.removeConstraint(solverConstraint)
            } catch {
                LayoutDiagnostics.reportInternalError("removing \(constraint) from the solver", error, in: context)
            }
            owners[Int(solverConstraint.index)] = nil
            constraint.solverConstraint = nil
            needsFrameUpdate = true
        }
        constraint.isQueued = false
        if constraint.engine === self { constraint.engine = nil }
    }

    /// An edit of the solver's constant. If the new constant makes required constraints
    /// conflict, the conflict is logged and recovered from as for an addition (docs/reference/priorities.md).
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        needsFrameUpdate = true
        var attempts = 0
        while let solverConstraint = constraint.solverConstraint {
            attempts += 1
            let value = constraint.solverConstantBase - Double(constraint.constant)
            do {
                try solver.updateConstant(of: solverConstraint, to: value)
                return
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicting, _) = error.kind else {
                    LayoutDiagnostics.reportInternalError("changing the constant of \(constraint)", error, in: context)
                    return
                }
                let victim = breakConflict(constraint, conflicting)
                if victim === constraint || attempts > 64 {
                    removeNow(constraint)
                    constraint.engine = self
                    constraint.isBroken = true
                    return
                }
            }
        }
    }

    /// Logs a conflict between `constraint` and `conflicting` (solver constraints), breaks the
    /// constraint ``ConflictVictim`` picks from the set, and returns it. A victim already in the
    /// solver leaves it here.
    private func breakConflict(
        _ constraint: NSLayoutConstraint, _ conflicting: [ConstraintHandle]
    ) -> NSLayoutConstraint {
        let others = conflicting.compactMap { owner(of: $0) }.filter { $0 !== constraint }
        let set = ([constraint] + others).sorted { $0.activationOrder < $1.activationOrder }
        let victim = ConflictVictim.choose(from: set)
        victim.isBroken = true
        context.report(.unsatisfiable(conflictingSet: set, broken: victim))
        if victim !== constraint {
            removeNow(victim)
            victim.engine = self
        }
        return victim
    }

    /// Optional → optional: the solver's constraints have fixed priorities, so re-add.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.solverConstraint != nil else { return }
        removeNow(constraint)
        enqueue(constraint)
    }

    /// Leading/trailing resolve to other edges now: re-add the constraints on the view and its
    /// guides that use them. (Views that follow the environment read it when their constraints
    /// are added.)
    func directionChanged(of view: UIView) {
        let referencing = view.referencingConstraints + view.ownedGuides.flatMap(\.referencingConstraints)
        // Constraints already waiting in the queue are translated with the new direction when
        // they are added; re-queueing them would add them twice.
        for constraint in referencing where constraint.active && constraint.solverConstraint != nil {
            if constraint.first.attribute.isDirectional || constraint.second?.attribute.isDirectional == true {
                removeNow(constraint)
                enqueue(constraint)
            }
        }
    }

    /// Reads the environment's direction for the tree again (at the start of each pass, and
    /// when the root's `environmentLayoutDirection` is set). When it changed, every view that
    /// follows the environment (an unspecified attribute, and no ancestor forcing a direction)
    /// re-adds its leading/trailing constraints and re-resolves its directional margins, and the
    /// tree's trait collections are resolved again.
    func refreshEnvironmentDirection() {
        let current = root.treeEnvironmentDirection
        guard current != environmentDirection else { return }
        link.environmentDirection = current
        scheduleTraits(root)
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            // Below a view that forces a direction, nothing follows the environment.
            guard view.forcedDirection == nil else { continue }
            if view.followsInheritedDirection {
                directionChanged(of: view)
                view.marginSettingsChanged()
            }
            stack += view.children
        }
    }

    // MARK: Flushing

    /// Re-derives the engine-made constraints of changed views and adds every queued constraint,
    /// as one batch when they fit and one by one (breaking conflicts, docs/reference/priorities.md) when they do not.
    func flush() {
        while !syncQueue.isEmpty || !pending.isEmpty {
            let views = syncQueue.takeAll()
            for view in views where markDequeued(view, from: .sync) {
                EngineMadeConstraints.sync(view, engine: self)
                if !needsFullFrameApplication { frameTargets.append(view) }
            }
            var taken = pending.take()
            guard !taken.isEmpty else { continue }
            // One batch, one optimisation: the solver's batch addition is linear in its size.
            // Room for it first: a constraint makes about one variable (each item's four are
            // made by the first constraints that mention it), and a sixteenth more keeps an
            // estimate a little short from doubling the solver's arrays.
            let count = taken.count
            solver.reserveCapacity(forAdditionalVariables: count + count / 16, constraints: count)
            let (batch, made) = translate(&taken)
            guard !batch.isEmpty else { continue }
            addBatch(batch, made)
            needsFrameUpdate = true
        }
    }

    /// The constraints taken from the queue that are still to add (queued, active, not broken,
    /// held by this engine), no longer queued, in the order the solver inserts a batch (required
    /// equalities first), with their solver constraints: one pass over them, translating each
    /// as it is met, so that variables are made in the order a solver of objects would have
    /// registered them. Their terms go to the batch's one buffer.
    private func translate(
        _ taken: inout PendingConstraints
    ) -> (batch: [NSLayoutConstraint], made: LinearConstraintBatch) {
        var translation = Translation(table: .engine(self))
        var made = LinearConstraintBatch()
        // Two to four terms a constraint (an edge against an edge, a far edge or centre adds a
        // size): room for three keeps a large batch from doubling its buffer, a copy of all of
        // it, near its end.
        made.reserveCapacity(constraints: taken.count, terms: 3 * taken.count)
        // Entries listed with the required equalities whose constraint is no longer one: taken
        // after the others, unless the constraint's newer entry among them took it.
        var refiled = take(&taken.requiredEqualities, requiredEqualities: true, into: &made, &translation)
        take(&taken.others, requiredEqualities: false, into: &made, &translation)
        take(&refiled, requiredEqualities: false, into: &made, &translation)
        if translation.readBaselineOffsets { hasReadBaselineOffsets = true }
        var batch = taken.requiredEqualities
        if !taken.others.isEmpty { batch += taken.others }
        if !refiled.isEmpty { batch += refiled }
        return (batch, made)
    }

    /// Translates the constraints of `list` still to add into `made`, and keeps them alone in
    /// `list`, in order (compacted in place: a copy would retain every constraint once more).
    /// For the group of required equalities, returns the constraints listed there that no
    /// longer are one.
    @discardableResult
    private func take(
        _ list: inout [NSLayoutConstraint], requiredEqualities: Bool, into made: inout LinearConstraintBatch,
        _ translation: inout Translation
    ) -> [NSLayoutConstraint] {
        var refiled: [NSLayoutConstraint] = []
        var kept = 0
        for position in list.indices {
            let constraint = list[position]
            guard constraint.isQueued && constraint.active && !constraint.isBroken && constraint.isHeld(by: self)
            else { continue }
            if requiredEqualities && !constraint.isInsertedFirst {
                refiled.append(constraint)
                continue
            }
            constraint.isQueued = false
            let (constant, relation, priority) = Self.translateTerms(of: constraint, with: &translation)
            made.append(translation.terms, constant: constant, relation, priority: priority)
            if kept != position { list[kept] = constraint }
            kept += 1
        }
        list.removeLast(list.count - kept)
        return refiled
    }

    /// The order a solver inserts `constraints` added as one batch: the required equalities,
    /// then the others, each group in order.
    static func insertionOrder(of constraints: [NSLayoutConstraint]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(constraints.count)
        var others: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            if constraint.isInsertedFirst { order.append(index) } else { others.append(index) }
        }
        order += others
        return order
    }

    /// Adds the queued constraints as one batch; when they do not fit together, one by one,
    /// oldest first, so that the constraint being added is usually the newest of any conflict
    /// it meets. `made` holds the solver constraints of `batch`, position for position.
    private func addBatch(_ batch: [NSLayoutConstraint], _ made: LinearConstraintBatch) {
        do {
            let handles = try solver.addConstraints(made)
            if let last = handles.max() { reserveOwners(through: last) }
            for (position, handle) in handles.enumerated() { attach(batch[position], handle) }
        } catch {
            // Constraints activated together share no place in the order; those the engine made
            // together share one and are all in the same group, so ties keep their queue order.
            let oldestFirst = batch.indices.sorted { a, b in
                batch[a].activationOrder != batch[b].activationOrder
                    ? batch[a].activationOrder < batch[b].activationOrder : a < b
            }
            for index in oldestFirst { addRecovering(batch[index], made[index]) }
        }
    }

    /// A constraint as a solver constraint, `base − constant  relation  0` at its priority, over
    /// the variables `translation`'s table gives (its buffer is reused).
    static func translate(_ constraint: NSLayoutConstraint, with translation: inout Translation) -> LinearConstraint {
        let (constant, relation, priority) = translateTerms(of: constraint, with: &translation)
        return LinearConstraint(translation.takeTerms(), constant: constant, relation, priority: priority)
    }

    /// Translates `constraint` into `translation`'s terms and returns the rest of the solver
    /// constraint: its constant, relation and priority.
    private static func translateTerms(
        of constraint: NSLayoutConstraint, with translation: inout Translation
    ) -> (constant: Double, relation: Relation, priority: Priority) {
        translation.clear()
        constraint.appendBase(to: &translation)
        constraint.solverConstantBase = translation.constant
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return (
            translation.constant - Double(constraint.constant), relation, Priority(Double(constraint.priority.rawValue))
        )
    }

    /// Grows ``owners`` to cover `handle`, once for a batch rather than doubling on the way.
    private func reserveOwners(through handle: ConstraintHandle) {
        let count = Int(handle.index) + 1
        if count > owners.count { owners.append(contentsOf: repeatElement(nil, count: count - owners.count)) }
    }

    private func attach(_ constraint: NSLayoutConstraint, _ handle: ConstraintHandle) {
        constraint.solverConstraint = handle
        reserveOwners(through: handle)
        owners[Int(handle.index)] = constraint
    }

    /// Adds one constraint; on a required conflict, logs UIKit's message and breaks the
    /// constraint ``ConflictVictim`` picks from the minimal conflicting set.
    private func addRecovering(_ constraint: NSLayoutConstraint, _ solverConstraint: LinearConstraint) {
        var attempts = 0
        while true {
            attempts += 1
            do {
                attach(constraint, try solver.addConstraint(solverConstraint))
                return
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicting, _) = error.kind else {
                    LayoutDiagnostics.reportInternalError("adding \(constraint) to the solver", error, in: context)
                    return
                }
                let victim = breakConflict(constraint, conflicting)
                if victim === constraint || attempts > 64 {
                    constraint.isBroken = true
                    return
                }
            }
        }
    }

    /// Our constraint of a solver constraint; nil for the root's pins and removed constraints.
    func owner(of solverConstraint: ConstraintHandle) -> NSLayoutConstraint? {
        let index = Int(solverConstraint.index)
        return index < owners.count ? owners[index] : nil
    }

    /// Queues an engine-made constraint. Its place in the activation order is when its inputs
    /// changed (a frame set, a mask changed, an intrinsic size invalidated), or now.
    func adopt(_ constraint: NSLayoutConstraint, order: Int? = nil) {
        constraint.activationOrder = order ?? ActivationClock.tick()
        enqueue(constraint)
    }
}
