import Foundation
import InterfaceBuilder

/// The Interface Builder front-end: storyboards and xibs, parsed by the `InterfaceBuilder`
/// target, mapped onto ``ScreenModel``s (one per unit: each scene, each top-level view of a
/// xib, each cell) and laid out by ``ScreenBuilder``. docs/interface-builder.md describes what
/// is mapped and the warnings.
public enum InterfaceBuilderLayout {
    /// The file extensions of the documents this front-end reads.
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// The units of `document`, mapped for `options`, in document order: each view controller's
    /// scene, then its cells; each top-level view of a xib, then its top-level cells.
    public static func units(of document: IBDocument, options: InterfaceBuilderOptions = .init())
        -> [InterfaceBuilderUnit]
    {
        let builder = UnitBuilder(document: document, options: options)
        return UnitSource.all(in: document).map(builder.unit)
    }

    /// The priority of `UISV-hiding` on the canvas: a hidden arranged view whose own required
    /// constraints give it a length keeps that length there, where UIKit's required hiding
    /// constraint would break them (docs/interface-builder.md#canvas-mode). It is the value read
    /// from recent UIKit binaries (docs/reference/stack-views.md#hidden-views): above any
    /// priority an app writes below required.
    static let canvasStackHidingPriority = UILayoutPriority(999.999)

    /// Builds `unit`'s screen and lays it out. A constraint UIKit refuses to make (attributes of
    /// two axes, a location equal to a constant) is left out with a warning, as is any other
    /// constraint the builder cannot make; any other problem is an error at its place. On the
    /// canvas, scroll views other than tables stay unscrolled: Xcode draws their content at
    /// offset zero, where UIKit moves it below the insets it adds for bars and the safe area
    /// (docs/interface-builder.md, "Canvas mode"; a table's rows keep their canvas places by the
    /// rules for cells), and a plain view of a custom class that the constraints leave without a
    /// width or a height keeps its stored one, as Interface Builder sizes it by the class's
    /// intrinsic content size (``InterfaceBuilderUnit/customClassViews``); a view a stack
    /// arranges without filling its breadth keeps its stored breadth, and any other frame
    /// component the constraints leave free its stored value (`CanvasStays`).
    @MainActor
    public static func layOut(_ unit: InterfaceBuilderUnit) throws(SpecError) -> LaidOutUnit {
        var model = unit.model
        var warnings = unit.warnings
        let fileName = unit.model.location?.file ?? ""
        while true {
            do {
                let canvas = ScreenBuilder.Canvas(
                    screenSize: unit.canvasSize, topInset: unit.canvasTopInset, bottomInset: unit.canvasBottomInset,
                    navigationBarHeight: unit.canvasNavigationBarHeight,
                    keepsUprightInsets: unit.canvasKeepsUprightInsets,
                    stackHidingPriority: unit.isOnCanvas ? Self.canvasStackHidingPriority : .required)
                var screen = try ScreenBuilder.build(model, fileName: fileName, canvas: canvas)
                if unit.isOnCanvas {
                    let breadths = CanvasStays.storedBreadths(in: screen, of: unit)
                    if !breadths.isEmpty {
                        model.constraints += breadths
                        screen = try ScreenBuilder.build(model, fileName: fileName, canvas: canvas)
                    }
                    let sizes = designableSizes(in: screen, of: unit)
                    if !sizes.isEmpty {
                        model.constraints += sizes
                        screen = try ScreenBuilder.build(model, fileName: fileName, canvas: canvas)
                    }
                    let stays = CanvasStays.constraints(in: screen, of: unit)
                    if !stays.isEmpty {
                        model.constraints += stays
                        screen = try ScreenBuilder.build(model, fileName: fileName, canvas: canvas)
                    }
                }
                if unit.isOnCanvas, unit.model.systemVersion < 11 { unscrollScrollViews(in: screen.window) }
                return LaidOutUnit(unit: unit, screen: screen, warnings: warnings)
            } catch {
                guard
                    let index = model.constraints.firstIndex(where: {
                        $0.location?.line == error.line && $0.location?.column == error.column
                    })
                else { throw error }
                model.constraints.remove(at: index)
                warnings.append(
                    IBWarning(
                        fileName: fileName, element: "constraint",
                        location: InterfaceBuilder.SourceLocation(line: error.line, column: error.column),
                        message: "constraint cannot be made: \(error.message); skipped"))
            }
        }
    }

    /// The stored width or height, at a content size's priority, of each plain view of a custom
    /// class that `screen` leaves without one: the size Interface Builder measured by running
    /// the class's code. The canvas has no fallback content size for scroll views, so a length
    /// only that fallback would decide counts as left open.
    @MainActor
    private static func designableSizes(in screen: LoadedScreen, of unit: InterfaceBuilderUnit)
        -> [ScreenModel.Constraint]
    {
        CanvasStays.withoutContentSizeFallback(in: screen) {
            var constraints: [ScreenModel.Constraint] = []
            for name in unit.customClassViews.sorted() {
                guard let view = screen.view(named: name), let stored = unit.storedFrames[name] else { continue }
                for (component, attribute, length) in [
                    (LayoutFrameComponent.width, ScreenModel.Attribute.width, stored.width),
                    (.height, .height, stored.height),
                ] where view.hasAmbiguousLayout(in: component) {
                    constraints.append(
                        ScreenModel.Constraint(
                            .named(name), attribute, constant: length, priority: Float(designableSizePriority.rawValue),
                            identifier: "IB-canvas-designable-size"))
                }
            }
            return constraints
        }
    }

    /// A view's content hugging priority by default: the intrinsic size stands in for a
    /// measure the view gives nothing else to keep.
    private static let designableSizePriority = UILayoutPriority.defaultLow

    /// Puts every scroll view in `window` but tables back at content offset zero and lays the
    /// window out again where one had moved.
    @MainActor
    private static func unscrollScrollViews(in window: UIWindow) {
        var moved = false
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let scrollView = view as? UIScrollView, !(scrollView is UITableView), scrollView.contentOffset != .zero {
                scrollView.contentOffset = .zero
                moved = true
            }
            pending += view.subviews
        }
        if moved { window.layoutIfNeeded() }
    }

    /// Reads the document at `url` and lays out its units (those `selector` picks by id or name,
    /// or all), each in turn; a unit that cannot be built is listed with its error.
    @MainActor
    public static func load(
        contentsOf url: URL, unit selector: String? = nil, options: InterfaceBuilderOptions = .init()
    )
        throws(IBParseError) -> LaidOutDocument
    {
        let document = try read(url)
        var units = units(of: document, options: options)
        if let selector { units = units.filter { $0.isPicked(by: selector) } }
        var laidOut: [LaidOutUnit] = []
        var failures: [(unit: InterfaceBuilderUnit, error: SpecError)] = []
        for unit in units {
            do {
                laidOut.append(try layOut(unit))
            } catch {
                failures.append((unit, error))
            }
        }
        return LaidOutDocument(document: document, units: laidOut, failures: failures)
    }
}

extension InterfaceBuilderLayout {
    /// Reads and parses the document at `url`; errors and warnings name it as
    /// `url.relativePath`, as spec errors do.
    public static func read(_ url: URL) throws(IBParseError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IBParseError(
                kind: .unreadableFile, fileName: url.relativePath, location: nil,
                message: "cannot read the file: \(error.localizedDescription)")
        }
        return try IBDocument.parse(data, fileName: url.relativePath)
    }
}

/// A document's units, laid out.
@MainActor
public struct LaidOutDocument {
    /// The document as parsed (its `IBDocument.warnings` are the parser's).
    public let document: IBDocument
    /// The units that were built, in document order.
    public let units: [LaidOutUnit]
    /// The units whose screens could not be built, with why.
    public let failures: [(unit: InterfaceBuilderUnit, error: SpecError)]
}

/// One unit's screen, laid out, and the views of the unit's tree by their Interface Builder ids.
@MainActor
public final class LaidOutUnit {
    public let unit: InterfaceBuilderUnit
    /// The window and everything the builder made (containers, bars, the scene around a cell).
    public let screen: LoadedScreen
    /// The unit's root view (a scene's controller's view, a cell, a xib's view).
    public let rootView: UIView?
    /// The unit's root view and every view below it that has an id, in tree order.
    public let views: [(id: String, view: UIView)]
    /// The unit's mapping warnings, then the constraints left out while building.
    public let warnings: [IBWarning]
    /// On the canvas, the constraints that hold the frame components the document's constraints
    /// leave free at their stored values (`CanvasStays`); a check asks about ambiguity without
    /// them (`LayoutScene.provisionalConstraints` in LayoutRendering). None at run time.
    public var provisionalConstraints: [NSLayoutConstraint] {
        screen.constraints.filter { $0.identifier == CanvasStays.identifier }
    }

    init(unit: InterfaceBuilderUnit, screen: LoadedScreen, warnings: [IBWarning]) {
        self.unit = unit
        self.screen = screen
        self.warnings = warnings
        let root = screen.view(named: unit.rootViewName)
        rootView = root
        views = screen.namedViews.compactMap { name, view in
            guard let root, Self.isInTree(view, of: root) else { return nil }
            return (Self.id(ofName: name), view)
        }
    }

    /// The class reports give `view`: the document's (a custom class, a stand-in's UIKit class),
    /// else its own.
    public func className(of view: UIView) -> String {
        screen.classNames.first { $0.view === view }?.className ?? String(describing: type(of: view))
    }

    private static func isInTree(_ view: UIView, of root: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }

    /// The id a view name stands for (names of ids that are reserved words carry a `-`).
    private static func id(ofName name: String) -> String {
        name.hasSuffix("-") && ReadingScope.reservedNames.contains(String(name.dropLast()))
            ? String(name.dropLast()) : name
    }
}
