internal import Cassowary
import Foundation

/// One tree's translation into the solver: items → variables, constraints → solver constraints.
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
    let solver = Solver()
    unowned let root: UIView
    /// The tree's context (its root's ``UIView/layoutContext``, or the default), kept here so
    /// that the engine and the views registered with it read it without walking up the tree.
    var context: LayoutContext

    /// Constraints waiting to be added, in activation order.
    @exclusivity(unchecked) private(set) var pending: [NSLayoutConstraint] = []
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
    /// The environment's direction for this tree as of the current pass (LayoutDirectionResolution).
    private(set) var environmentDirection: UIUserInterfaceLayoutDirection
    /// The solver's values changed since frames were last applied.
    var needsFrameUpdate = true
    /// The variables whose values the last solve changed, until their frames are applied (FrameApplication).
    var changedVariables: [Variable] = []
    /// Frames must be applied by a walk of the whole tree (a first layout, a subtree leaving).
    var needsFullFrameApplication = true
    /// The pixel grid's scale the frames were last applied with.
    var appliedGridScale: Double?
    /// Views whose frame must be computed again whatever the solver says: new to this engine, or
    /// their constraints derived again.
    @exclusivity(unchecked) private var frameTargets: [UIView] = []
    /// The registered view (other than the root) of each solver variable, once a relayout has
    /// needed it (``buildVariableMap()``): a tree laid out once never pays for it.
    private var viewsByVariable: [ObjectIdentifier: UIView] = [:]
    private var variableMapIsBuilt = false
    /// Our constraint for each solver constraint, for conflict reports and constraintsAffectingLayout,
    /// built when first asked for (``ensureOwners()``): most trees never need it.
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Whether ``owners`` is built and kept up to date.
    private var ownersAreBuilt = false
    /// Until ``owners`` is built, the constraints added to the solver, in order; entries whose
    /// constraint left the solver (or this engine) since are skipped when the map is built.
    @exclusivity(unchecked) private var attached: [NSLayoutConstraint] = []
    /// How many of our constraints are in the solver now, to bound ``attached`` under churn.
    private var attachedCount = 0
    private var rootPins: [Constraint] = []
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
        environmentDirection = root.treeEnvironmentDirection
        let v = root.layoutVariables
        rootPins = [v.minX == 0, v.minY == 0]
        for pin in rootPins {
            do {
                try solver.addConstraint(pin)
            } catch {
                LayoutDiagnostics.reportInternalError("pinning the root view's origin", error, in: context)
            }
        }
        register(subtree: root)
    }

    var hasWork: Bool {
        !pending.isEmpty || !syncQueue.isEmpty || !updateQueue.isEmpty || !layoutQueue.isEmpty || !insetsQueue.isEmpty
            || !traitQueue.isEmpty || needsFrameUpdate || root.treeEnvironmentDirection != environmentDirection
    }

    // MARK: Registration

    /// Makes every view and guide of `subtree` part of this engine and queues their constraints.
    /// Their safe area, margins and traits are resolved again: the new tree decides them.
    func register(subtree: UIView) {
        subtree.forEachViewInSubtree { view in
            view.registeredEngine = self
            self.map(view)
            if !self.needsFullFrameApplication { self.frameTargets.append(view) }
            self.scheduleSync(view)
            view.needsInsetsResolution = true
            self.scheduleInsets(view)
            self.scheduleTraits(view)
            for constraint in view.installedConstraints where constraint.active { self.enqueue(constraint) }
            if view.needsUpdateConstraintsFlag { self.scheduleUpdate(view) }
            if view.needsLayoutFlag { self.scheduleLayout(view) }
        }
        needsFrameUpdate = true
    }

    /// Takes `subtree` out of this engine: its constraints leave the solver (they stay active and
    /// return when the subtree joins an engine again).
    func unregister(subtree: UIView) {
        subtree.forEachViewInSubtree { view in
            for constraint in view.installedConstraints { self.removeNow(constraint) }
            for constraint in view.engineMadeConstraints { self.removeNow(constraint) }
            view.autoresizingConstraints = []
            view.contentSizeConstraints = []
            view.cachedIntrinsicSize = nil
            for guide in view.ownedGuides { guide.forgetSystemConstraints(in: self) }
            self.unmap(view)
            view.registeredEngine = nil
            view.needsEngineSync = false
            view.isQueuedForUpdate = false
            view.isQueuedForLayout = false
            view.isQueuedForInsets = false
            view.isQueuedForTraits = false
            view.needsInsetsResolution = true
        }
        needsFrameUpdate = true
    }

    /// Frame application learns from the solver which variables changed; these maps take it to
    /// their views. The root is not mapped: it owns the engine.
    private func map(_ view: UIView) {
        guard variableMapIsBuilt, view !== root else { return }
        let v = view.layoutVariables
        viewsByVariable[ObjectIdentifier(v.minX)] = view
        viewsByVariable[ObjectIdentifier(v.minY)] = view
        viewsByVariable[ObjectIdentifier(v.width)] = view
        viewsByVariable[ObjectIdentifier(v.height)] = view
    }

    private func unmap(_ view: UIView) {
        guard variableMapIsBuilt, view !== root, let v = view.variables else { return }
        viewsByVariable[ObjectIdentifier(v.minX)] = nil
        viewsByVariable[ObjectIdentifier(v.minY)] = nil
        viewsByVariable[ObjectIdentifier(v.width)] = nil
        viewsByVariable[ObjectIdentifier(v.height)] = nil
    }

    /// Maps every registered view's variables, the first time a relayout follows changes one by
    /// one; from then on views are mapped as they register.
    func buildVariableMap() {
        guard !variableMapIsBuilt else { return }
        variableMapIsBuilt = true
        root.forEachViewInSubtree { view in
            if view.registeredEngine === self { self.map(view) }
        }
    }

    /// The registered view whose variable `variable` is; nil for the root's and the guides'.
    func view(of variable: Variable) -> UIView? {
        viewsByVariable[ObjectIdentifier(variable)]
    }

    /// How many variables ``view(of:)`` knows (none before ``buildVariableMap()``).
    var mappedVariableCount: Int { viewsByVariable.count }

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
        guard !view.needsEngineSync else { return }
        view.needsEngineSync = true
        syncQueue.append(view)
    }

    func scheduleUpdate(_ view: UIView) {
        guard !view.isQueuedForUpdate else { return }
        view.isQueuedForUpdate = true
        updateQueue.append(view)
    }

    func scheduleInsets(_ view: UIView) {
        guard !view.isQueuedForInsets else { return }
        view.isQueuedForInsets = true
        insetsQueue.append(view)
    }

    func scheduleTraits(_ view: UIView) {
        guard !view.isQueuedForTraits else { return }
        view.isQueuedForTraits = true
        traitQueue.append(view)
    }

    func scheduleLayout(_ view: UIView) {
        guard !view.isQueuedForLayout else { return }
        view.isQueuedForLayout = true
        layoutQueue.append(view)
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
            if ownersAreBuilt { owners[ObjectIdentifier(solverConstraint)] = nil }
            attachedCount -= 1
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
            } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                let victim = breakConflict(constraint, conflicting)
                if victim === constraint || attempts > 64 {
                    removeNow(constraint)
                    constraint.engine = self
                    constraint.isBroken = true
                    return
                }
            } catch {
                LayoutDiagnostics.reportInternalError("changing the constant of \(constraint)", error, in: context)
                return
            }
        }
    }

    /// Logs a conflict between `constraint` and `conflicting` (solver constraints), breaks the
    /// constraint ``ConflictVictim`` picks from the set, and returns it. A victim already in the
    /// solver leaves it here.
    private func breakConflict(_ constraint: NSLayoutConstraint, _ conflicting: [Constraint]) -> NSLayoutConstraint {
        ensureOwners()
        let others = conflicting.compactMap { owners[ObjectIdentifier($0)] }.filter { $0 !== constraint }
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
        environmentDirection = current
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
            for view in views where view.needsEngineSync {
                view.needsEngineSync = false
                guard view.registeredEngine === self else { continue }
                EngineMadeConstraints.sync(view, engine: self)
                if !needsFullFrameApplication { frameTargets.append(view) }
            }
            let batch = pending.filterOnMainActor { $0.isQueued && $0.active && !$0.isBroken && $0.engine === self }
            pending.removeAll()
            for constraint in batch { constraint.isQueued = false }
            guard !batch.isEmpty else { continue }
            // One batch, one optimisation: the solver's batch addition is linear in its size.
            addBatch(batch, batch.mapOnMainActor { makeSolverConstraint($0) })
            needsFrameUpdate = true
        }
    }

    /// Adds the queued constraints as one batch; when they do not fit together, one by one,
    /// oldest first, so that the constraint being added is usually the newest of any conflict
    /// it meets.
    private func addBatch(_ batch: [NSLayoutConstraint], _ made: [Constraint]) {
        do {
            try solver.addConstraints(made)
            if ownersAreBuilt {
                // Grown once for the batch rather than doubling (and rehashing) on the way.
                owners.reserveCapacity(owners.count + batch.count)
            }
            for (constraint, solverConstraint) in zip(batch, made) { attach(constraint, solverConstraint) }
        } catch {
            let ordered = zip(batch, made).enumerated().sorted { a, b in
                a.element.0.activationOrder != b.element.0.activationOrder
                    ? a.element.0.activationOrder < b.element.0.activationOrder : a.offset < b.offset
            }
            for (_, (constraint, solverConstraint)) in ordered { addRecovering(constraint, solverConstraint) }
        }
    }

    func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> Constraint {
        LayoutEngine.translate(constraint)
    }

    /// A constraint as a solver constraint: `base − constant  relation  0` at its priority.
    static func translate(_ constraint: NSLayoutConstraint) -> Constraint {
        var expression = constraint.baseExpression()
        constraint.solverConstantBase = expression.constant
        expression.constant -= Double(constraint.constant)
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression, relation, priority: Priority(Double(constraint.priority.rawValue)))
    }

    private func attach(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint) {
        constraint.solverConstraint = solverConstraint
        attachedCount += 1
        if ownersAreBuilt {
            owners[ObjectIdentifier(solverConstraint)] = constraint
        } else {
            attached.append(constraint)
            // Constraints removed and added again leave stale entries; past twice the live
            // count, the map is cheaper than the list.
            if attached.count > 2 * attachedCount + 64 { ensureOwners() }
        }
    }

    /// Builds ``owners`` from ``attached`` the first time a conflict or a debugging query needs it.
    private func ensureOwners() {
        guard !ownersAreBuilt else { return }
        ownersAreBuilt = true
        owners.reserveCapacity(attachedCount)
        for constraint in attached where constraint.engine === self {
            guard let solverConstraint = constraint.solverConstraint else { continue }
            owners[ObjectIdentifier(solverConstraint)] = constraint
        }
        attached = []
    }

    /// Adds one constraint; on a required conflict, logs UIKit's message and breaks the
    /// constraint ``ConflictVictim`` picks from the minimal conflicting set.
    private func addRecovering(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint) {
        var attempts = 0
        while true {
            attempts += 1
            do {
                try solver.addConstraint(solverConstraint)
                attach(constraint, solverConstraint)
                return
            } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                let victim = breakConflict(constraint, conflicting)
                if victim === constraint || attempts > 64 {
                    constraint.isBroken = true
                    return
                }
            } catch {
                LayoutDiagnostics.reportInternalError("adding \(constraint) to the solver", error, in: context)
                return
            }
        }
    }

    func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
        ensureOwners()
        return owners[ObjectIdentifier(solverConstraint)]
    }

    /// Queues an engine-made constraint. Its place in the activation order is when its inputs
    /// changed (a frame set, a mask changed, an intrinsic size invalidated), or now.
    func adopt(_ constraint: NSLayoutConstraint, order: Int? = nil) {
        constraint.activationOrder = order ?? ActivationClock.tick()
        enqueue(constraint)
    }
}
