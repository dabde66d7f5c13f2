/// The bars and screen Interface Builder draws around a controller (or a xib's view) while
/// editing: "Simulated Metrics" in its inspector. They do not exist at run time, but they decide
/// the frames stored in the file, and old documents lean on them.
///
/// Each property is `nil` when the file stores nothing (Interface Builder's "Inferred"), and an
/// explicit ``SimulatedBar/none`` when it stores `<nil key=…/>` ("None").
public struct SimulatedMetrics: Sendable, Hashable, Codable {
    /// The status bar (`simulatedStatusBarMetrics`, or `statusBar` in the document container).
    public var statusBar: SimulatedBar?
    /// The top bar (`simulatedTopBarMetrics`): a navigation bar, with or without a prompt.
    public var topBar: SimulatedBar?
    /// The bottom bar (`simulatedBottomBarMetrics`): a tab bar or a toolbar.
    public var bottomBar: SimulatedBar?
    /// The orientation (`simulatedOrientationMetrics`, or `orientation` in the container).
    public var orientation: Orientation?
    /// The screen (`simulatedDestinationMetrics`, or `destination` in the container).
    public var destination: SimulatedDestination?
    /// The freeform size (`<size key="freeformSize">`), with a freeform destination.
    public var freeformSize: IBSize?

    /// Metrics with the given parts; every part defaults to not stored.
    public init(
        statusBar: SimulatedBar? = nil, topBar: SimulatedBar? = nil, bottomBar: SimulatedBar? = nil,
        orientation: Orientation? = nil, destination: SimulatedDestination? = nil, freeformSize: IBSize? = nil
    ) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
        self.orientation = orientation
        self.destination = destination
        self.freeformSize = freeformSize
    }

    /// Whether the file stores no simulated metric at all.
    public var isEmpty: Bool { self == SimulatedMetrics() }
}

/// A simulated bar.
public enum SimulatedBar: Sendable, Hashable, Codable {
    /// Explicitly no bar (`<nil key=…/>`).
    case none
    /// A status bar (`<simulatedStatusBarMetrics>`), with its `statusBarStyle` when stored
    /// (e.g. `lightContent`).
    case statusBar(style: String?)
    /// A navigation bar (`<simulatedNavigationBarMetrics>`): `translucent="NO"` makes it opaque,
    /// `prompted="YES"` adds a prompt line.
    case navigationBar(isTranslucent: Bool, isPrompted: Bool, barStyle: String?)
    /// A tab bar (`<simulatedTabBarMetrics>`).
    case tabBar(isTranslucent: Bool, barStyle: String?)
    /// A toolbar (`<simulatedToolbarMetrics>`).
    case toolbar(isTranslucent: Bool, barStyle: String?)
}

/// The screen Interface Builder simulates.
public enum SimulatedDestination: Sendable, Hashable, Codable {
    /// A screen type of Xcode 5 to 7 (`<simulatedScreenMetrics type=…>`), e.g. `retina4`
    /// (320×568) or `retina55` (414×736); `nil` is Xcode's default (the iPad's, in iPad documents).
    case screen(type: String?)
    /// A freeform size (`<freeformSimulatedSizeMetrics>`), given by ``SimulatedMetrics/freeformSize``.
    case freeform
    /// Another size-metrics element, e.g. `splitViewDetailSimulatedSizeMetrics`, by name.
    case other(elementName: String)
}
