import Foundation

/// Turns a ``ScreenModel`` into a laid-out OpenUIKit window: the screen, the controllers, the
/// views, the constraints, then the layout and the expectations.
///
/// Problems the model's types cannot rule out — a name no view has, two views with one name, a
/// constraint UIKit refuses — are ``SpecError``s at the element's ``SourceLocation`` (line 0,
/// column 0 in `fileName` for an element made in code). Unsatisfiable constraints are not
/// errors: the engine reports them and the screen lists them in ``LoadedScreen/events`` (and
/// UIKit's message in ``LoadedScreen/diagnostics``).
///
/// Each screen's window has a `LayoutContext` of its own, with the default context's settings,
/// so the stand-in addresses in its messages do not depend on what the process built before:
/// the same screen built twice logs the same text.
@MainActor
public enum ScreenBuilder {
    /// Builds `model` and lays it out; `fileName` is what errors name when an element has no
    /// location, and what ``LoadedScreen/fileName`` says (its last path component without the
    /// extension names a screen without a name).
    public static func build(_ model: ScreenModel, fileName: String) throws(SpecError) -> LoadedScreen {
        try build(model, fileName: fileName, canvas: Canvas())
    }

    /// Where Interface Builder's canvas differs from the device and from UIKit, for canvas mode;
    /// the defaults are the device's and UIKit's.
    struct Canvas {
        /// The screen's size in points in the model's orientation (the device's when nil), with
        /// the device's scale, safe area and bars: Interface Builder's freeform canvas.
        var screenSize: ScreenModel.Size?
        /// Replaces the device's status bar and sensor housing height (upright; at the sides on
        /// its side): the device as a given Xcode drew it.
        var topInset: Double?
        /// Replaces the home indicator's inset (upright).
        var bottomInset: Double?
        /// Replaces the navigation bar's height (upright).
        var navigationBarHeight: Double?
        /// Whether the device on its side keeps the safe-area insets and status bar it has
        /// upright.
        var keepsUprightInsets = false
        /// The priority of the stack views' `UISV-hiding` constraints (UIStackView's
        /// `hidingPriority`).
        var stackHidingPriority: UILayoutPriority = .required
    }

    /// Builds `model` on `canvas`.
    static func build(_ model: ScreenModel, fileName: String, canvas: Canvas) throws(SpecError) -> LoadedScreen {
        let reported = Locked<[(event: LayoutEvent, text: String?)]>([])
        // The text is written as each event arrives, before later changes to what it quotes.
        let collect: @MainActor @Sendable (LayoutEvent) -> Void = { event in
            let text = event.logText
            reported.withLock { $0.append((event, text)) }
        }
        let context = LayoutContext(settingsOf: .default)
        let result: Result<LoadedScreen, SpecError> = LayoutDiagnostics.withEventHandler(collect) {
            do throws(SpecError) {
                return .success(
                    try layOut(
                        model, fileName: fileName, canvas: canvas, context: context, reported: { reported.current }))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func layOut(
        _ model: ScreenModel, fileName: String, canvas: Canvas, context: LayoutContext,
        reported: () -> [(event: LayoutEvent, text: String?)]
    ) throws(SpecError) -> LoadedScreen {
        var profile = deviceProfile(model.device)
        let orientation = orientation(model.orientation)
        if let screenSize = canvas.screenSize {
            let size = CGSize(width: screenSize.width, height: screenSize.height)
            profile.portraitSize = orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        }
        if let topInset = canvas.topInset { profile.replaceTopInset(with: CGFloat(topInset)) }
        if let bottomInset = canvas.bottomInset { profile.replaceBottomInset(with: CGFloat(bottomInset)) }
        if let height = canvas.navigationBarHeight { profile.portraitBarHeights.navigationBar = CGFloat(height) }
        if canvas.keepsUprightInsets {
            profile.landscapeSafeAreaInsets = profile.portraitSafeAreaInsets
            profile.landscapeBarHeights.statusBar = profile.portraitBarHeights.statusBar
        }
        let screen = UIScreen(device: profile, orientation: orientation, systemVersion: model.systemVersion)
        let scope = SpecScope(file: fileName)
        let views = ViewTreeBuilder(scope: scope, stackHidingPriority: canvas.stackHidingPriority)
        var roots: [ViewTreeBuilder.Made] = []
        var controllers: [(String, UIViewController)] = []
        let controller = try ControllerBuilder(views: views, screenBounds: screen.bounds).make(
            model.controller, roots: &roots, named: &controllers)
        for made in roots { try views.place(made) }

        let window = UIWindow(screen: screen)
        window.layoutContext = context
        window.environmentLayoutDirection = model.layoutDirection.map {
            $0 == .rightToLeft ? .rightToLeft : .leftToRight
        }
        window.rootViewController = controller
        let constraints = try ConstraintResolver(scope: scope).activateAll(
            constraints: model.constraints, visualFormats: model.visualFormats, metrics: model.metrics)
        window.makeKeyAndVisible()

        let expectations = try self.expectations(of: model, scope: scope)
        let (namedViews, namedGuides) = namedItems(in: window, scope: scope)
        let defaultName = ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
        let events = reported()
        return LoadedScreen(
            name: model.name ?? defaultName, summary: model.summary, window: window, namedViews: namedViews,
            namedGuides: namedGuides, classNames: scope.classNames, namedControllers: controllers,
            constraints: constraints,
            expectations: expectations, events: events.map(\.event), diagnostics: events.compactMap(\.text),
            fileName: fileName, model: model,
            retained: views.retained)
    }

    nonisolated static func deviceProfile(_ device: ScreenModel.Device) -> DeviceProfile {
        switch device {
        case .iPhone4s: .iPhone4s
        case .iPhoneSE1: .iPhoneSE1
        case .iPhone8: .iPhone8
        case .iPhone8Plus: .iPhone8Plus
        case .iPhoneX: .iPhoneX
        case .iPhoneXR: .iPhoneXR
        case .iPhone11ProMax: .iPhone11ProMax
        case .iPhone12Mini: .iPhone12Mini
        case .iPhone12: .iPhone12
        case .iPhone12ProMax: .iPhone12ProMax
        case .iPhone14Pro: .iPhone14Pro
        case .iPhone14ProMax: .iPhone14ProMax
        case .iPhone16Pro: .iPhone16Pro
        case .iPhone16ProMax: .iPhone16ProMax
        case .iPad: .iPad
        case .iPad10_2: .iPad10_2
        case .iPadMini6: .iPadMini6
        case .iPadPro10_5: .iPadPro10_5
        case .iPadPro11: .iPadPro11
        case .iPadPro11M4: .iPadPro11M4
        case .iPadPro12_9: .iPadPro12_9
        case .iPadPro12_9Rounded: .iPadPro12_9Rounded
        case .iPadAir10_9: .iPadAir10_9
        case .iPadPro13: .iPadPro13
        }
    }

    nonisolated static func orientation(_ orientation: ScreenModel.Orientation) -> UIInterfaceOrientation {
        switch orientation {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }

    /// Named views and guides in tree order.
    private static func namedItems(in window: UIWindow, scope: SpecScope)
        -> ([(name: String, view: UIView)], [(name: String, guide: UILayoutGuide)])
    {
        var viewNames: [ObjectIdentifier: String] = [:]
        for (name, view) in scope.views { viewNames[ObjectIdentifier(view)] = name }
        var guideNames: [ObjectIdentifier: String] = [:]
        for (name, guide) in scope.guides { guideNames[ObjectIdentifier(guide)] = name }
        var views: [(name: String, view: UIView)] = []
        var guides: [(name: String, guide: UILayoutGuide)] = []
        func visit(_ view: UIView) {
            if let name = viewNames[ObjectIdentifier(view)] { views.append((name, view)) }
            for guide in view.layoutGuides {
                if let name = guideNames[ObjectIdentifier(guide)] { guides.append((name, guide)) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        // Views the window does not show (a tab that is not selected) come last, by name.
        let shown = Set(views.map { ObjectIdentifier($0.view) })
        for (name, view) in scope.views.sorted(by: { $0.key < $1.key }) where !shown.contains(ObjectIdentifier(view)) {
            views.append((name, view))
        }
        return (views, guides)
    }

    /// The model's expectations in the order they are written (by name and property for those
    /// made in code); each subject must be a view, layout guide or controller.
    private static func expectations(of model: ScreenModel, scope: SpecScope) throws(SpecError)
        -> [SpecExpectation]
    {
        var result: [SpecExpectation] = []
        for (subject, values) in model.expectations {
            let first = values.values.compactMap(\.location).min { Self.precedes($0, $1) }
            guard scope.views[subject] != nil || scope.guides[subject] != nil || scope.controllers[subject] != nil
            else {
                throw scope.error("unknown view, layout guide or controller '\(subject)' in 'expect'", at: first)
            }
            for (property, value) in values {
                guard value.values.count == property.count else {
                    throw scope.error(
                        "expected a list of \(property.count) numbers for '\(property.rawValue)', found \(value.values.count)",
                        at: value.location)
                }
                result.append(
                    SpecExpectation(
                        subject: subject, property: property, values: value.values.map { $0.map { CGFloat($0) } },
                        location: value.location ?? SourceLocation(line: 0, column: 0)))
            }
        }
        let order = SpecExpectation.Property.allCases
        return result.sorted { lhs, rhs in
            if lhs.location != rhs.location { return precedes(lhs.location, rhs.location) }
            if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
            return order.firstIndex(of: lhs.property)! < order.firstIndex(of: rhs.property)!
        }
    }

    private static func precedes(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
