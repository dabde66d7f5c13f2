import Foundation

/// The settings and the diagnostics of the view trees that use it: the environment's layout
/// direction, the display scale of trees without a screen, values other modules keep per tree
/// (OpenUIKit's text measurer), where the engine's ``LayoutEvent``s go, and the counter behind the
/// stand-in addresses that descriptions print.
///
/// UIKit has one of each per process (the application's direction, the main screen, one log).
/// Here a tree's root view (a window, or any view without a superview) names its context with
/// ``UIView/layoutContext``; a root that names none uses ``default``, whose settings are what the
/// process-wide accessors read and write (`LayoutEnvironment.userInterfaceLayoutDirection`,
/// `LayoutEnvironment.displayScale`, `LayoutDiagnostics.sink`, OpenUIKit's
/// `TextMeasurement.measurer`). Two trees on different contexts lay out, log and number their
/// objects independently, so one process can build the same screen twice and print the same
/// text, or build two screens at once without their messages mixing.
///
/// The engine keeps its tree's context with the tree's other layout state, so reading it costs
/// no walk up the tree. Settings may be changed from any thread; trees already laid out pick a
/// change up at their next layout pass.
public final class LayoutContext: Sendable {
    private let state: Locked<State>

    struct State {
        var layoutDirection: UIUserInterfaceLayoutDirection
        var displayScale: CGFloat
        var values: [ObjectIdentifier: any Sendable] = [:]
        /// How many times a value was set.
        var valuesGeneration = 0
        var eventHandler: (@MainActor @Sendable (LayoutEvent) -> Void)?
        var log: @Sendable (String) -> Void = { message in
            FileHandleOutput.writeToStandardError(message + "\n")
        }
        var reportsAmbiguousLayout = false
        var debugSerial = 0
        var record = DiagnosticsRecord()
    }

    /// The context of every tree whose root names none; the process-wide accessors read and
    /// write its settings.
    public static let `default` = LayoutContext()

    /// A context with UIKit's defaults: left-to-right, a 2× display (the default main screen is
    /// an iPhone 8), events logged as UIKit logs them to standard error.
    public init(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        state = Locked(State(layoutDirection: layoutDirection, displayScale: displayScale))
    }

    /// A context with `other`'s settings (direction, scale, the values other modules keep, such
    /// as the text measurer, whether ambiguity is reported, and the ``log``) and its own
    /// diagnostics: no event handler, nothing recorded yet, and stand-in addresses from the
    /// first again.
    public convenience init(settingsOf other: LayoutContext) {
        let settings = other.state.current
        self.init(layoutDirection: settings.layoutDirection, displayScale: settings.displayScale)
        state.withLock { state in
            state.values = settings.values
            state.reportsAmbiguousLayout = settings.reportsAmbiguousLayout
            state.log = settings.log
        }
    }

    /// The direction of the environment (UIKit's application direction): what views with an
    /// `unspecified` semantic content attribute lay out in, unless their root sets
    /// ``UIView/environmentLayoutDirection``.
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { state.withLock { $0.layoutDirection } }
        set { state.withLock { $0.layoutDirection = newValue } }
    }

    /// The pixels per point of the screen that trees without one of their own (roots outside a
    /// window) are shown on; layout snaps frames to it (docs/reference/fitting.md). 0 turns
    /// snapping off. A window uses its screen's scale.
    public var displayScale: CGFloat {
        get { state.withLock { $0.displayScale } }
        set { state.withLock { $0.displayScale = newValue } }
    }

    /// Receives the engine's events for the trees on this context, on the main actor. `nil`
    /// (the default) logs each event's ``LayoutEvent/logText`` as UIKit does: to the current
    /// task's sink when ``LayoutDiagnostics/withSink(_:perform:)`` or a capture set one, else to
    /// ``log``.
    public var eventHandler: (@MainActor @Sendable (LayoutEvent) -> Void)? {
        get { state.withLock { $0.eventHandler } }
        set { state.withLock { $0.eventHandler = newValue } }
    }

    /// Where UIKit's log text goes when there is no ``eventHandler``: standard error by default.
    /// For ``default`` this is `LayoutDiagnostics.sink`.
    public var log: @Sendable (String) -> Void {
        get { state.withLock { $0.log } }
        set { state.withLock { $0.log = newValue } }
    }

    /// Whether the engine looks for views whose frames the constraints do not determine after
    /// each layout pass that changed the solver, and reports them as ``LayoutEvent/ambiguous(view:components:)``.
    /// Off by default: UIKit does not check for ambiguity unless asked (`hasAmbiguousLayout`),
    /// and the check costs a query per view.
    public var reportsAmbiguousLayout: Bool {
        get { state.withLock { $0.reportsAmbiguousLayout } }
        set { state.withLock { $0.reportsAmbiguousLayout = newValue } }
    }

    /// A value another module keeps per context, or `Key.defaultValue` when none was set.
    public subscript<Key: LayoutContextKey>(key: Key.Type) -> Key.Value {
        get { state.withLock { $0.values[ObjectIdentifier(key)] as? Key.Value } ?? Key.defaultValue }
        set {
            state.withLock { state in
                state.values[ObjectIdentifier(key)] = newValue
                state.valuesGeneration += 1
            }
        }
    }

    /// The value of `key` (as the subscript gives it), and how many times any value of this
    /// context has been set: what lets a module that caches results computed with the value
    /// (OpenUIKit's text layouts) see that it is still the same.
    package func valueAndGeneration<Key: LayoutContextKey>(_ key: Key.Type) -> (value: Key.Value, generation: Int) {
        let (value, generation) = state.withLock { ($0.values[ObjectIdentifier(key)], $0.valuesGeneration) }
        return ((value as? Key.Value) ?? Key.defaultValue, generation)
    }

    /// The next stand-in address number of this context (DebugAddress): objects take one the
    /// first time a description prints them.
    func nextDebugSerial() -> Int {
        state.withLock { state in
            state.debugSerial += 1
            return state.debugSerial
        }
    }

    func withRecord<Result>(_ body: (inout DiagnosticsRecord) -> Result) -> Result {
        state.withLock { body(&$0.record) }
    }
}

/// A value other modules keep per ``LayoutContext`` (OpenUIKit's text measurer), read and written
/// through the context's subscript.
public protocol LayoutContextKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// What a context that was given no value holds.
    static var defaultValue: Value { get }
}

extension UIView {
    /// The context this view's tree uses: its root's ``layoutContext``, or
    /// ``LayoutContext/default``. Read from the tree's engine once it has one.
    public var effectiveLayoutContext: LayoutContext {
        if let registeredEngine { return registeredEngine.context }
        return rootView.layoutContext ?? .default
    }

    /// The context this view gives the tree it is the root of (not UIKit API: UIKit's settings are
    /// process-wide). `nil`, the default, uses ``LayoutContext/default``. Only a root's setting
    /// counts: a view that is added to another tree takes that tree's context, and its own
    /// applies again when it is a root once more. A change is read at the tree's next layout pass.
    public var layoutContext: LayoutContext? {
        get { assignedLayoutContext }
        set {
            guard newValue !== assignedLayoutContext else { return }
            assignedLayoutContext = newValue
            guard let engine = ownEngine else { return }
            engine.context = newValue ?? .default
            engine.refreshEnvironmentDirection()
            engine.scheduleTraits(self)
            setNeedsLayout()
        }
    }
}
