import InterfaceBuilder

/// Maps one unit of a document onto a screen model: the device and orientation, the traits
/// that pick size-class variations, the views and constraints, the content controller and the
/// containers around it, and, for a cell, the table or collection view it is laid out in.
struct UnitBuilder {
    let document: IBDocument
    let options: InterfaceBuilderOptions

    func unit(_ source: UnitSource) -> InterfaceBuilderUnit {
        switch source {
        case .scene(let controller):
            return scene(controller, placing: nil)
        case .sceneCell(let controller, let hostID, let cell):
            return scene(controller, placing: CellPlacement(hostID: hostID, cell: cell))
        case .topLevelView(let view, let isControllerView):
            return isControllerView ? controllerView(view) : freeformView(view)
        case .topLevelCell(let cell):
            return topLevelCell(cell)
        }
    }

    // MARK: Scenes

    /// The simulated metrics a scene's canvas is drawn with: its own, and where it simulates no
    /// screen of its own a form sheet size or a freeform size one of its containers simulates
    /// (Xcode 5 stores the root view of a navigation controller's scene 540 × 620 under a form
    /// sheet the navigation controller simulates; Xcode 8.3 stores the root views of a tab bar
    /// controller's tabs, and of the navigation controller's scene in one of them, 600 × 600
    /// under the tab bar controller's 600 × 600 freeform size, on the 4.7-inch device).
    static func canvasMetrics(
        of controller: IBViewController, in containers: [ContainerFinder.Level], document: IBDocument
    ) -> SimulatedMetrics {
        var metrics = controller.simulatedMetrics
        guard metrics.destination == nil else { return metrics }
        let formSheet = SimulatedDestination.other(elementName: "modalFormSheetSimulatedSizeMetrics")
        if containers.contains(where: { $0.controller.simulatedMetrics.destination == formSheet }) {
            metrics.destination = formSheet
        } else if metrics.freeformSize == nil, document.device != nil,
            let freeform = containers.lazy.map(\.controller.simulatedMetrics).first(where: {
                [nil, .freeform].contains($0.destination) && $0.freeformSize != nil
            })
        {
            metrics.destination = freeform.destination
            metrics.freeformSize = freeform.freeformSize
        }
        return metrics
    }

    private func scene(_ controller: IBViewController, placing placement: CellPlacement?) -> InterfaceBuilderUnit {
        let setting = UnitSetting(document: document, options: options, metrics: controller.simulatedMetrics)
        let mapper = setting.mapper()
        mapper.cellPlacement = placement
        // On the canvas a prototype row is as wide as its table's stored frame.
        if options.mode == .canvas, let hostID = placement?.hostID,
            let width = document.view(withID: hostID)?.frame?.width
        {
            mapper.rowMarginsSetting = (canvasMarginWidth(width, setting), setting.cellMarginsSystemVersion)
        }
        let root = controller.view ?? IBView(kind: .view, elementName: "view", id: nil, location: controller.location)
        let rootName =
            mapper.claimName(root.id ?? controller.id, element: root.elementName, at: root.location) ?? "root"
        for guide in controller.layoutGuides {
            mapper.refer(guide.id, to: .named(rootName, guide.type == .top ? .topLayoutGuide : .bottomLayoutGuide))
        }
        var rootView = mapper.map(root, holder: nil, rootName: rootName) ?? ScreenModel.View()
        // The canvas sizes a scene's root view, whatever the document says of its autoresizing mask.
        if options.mode == .canvas { rootView.translatesAutoresizingMaskIntoConstraints = true }
        let isTable = controller.kind == .tableViewController && rootView.kind.className == "UITableView"
        let containers = ContainerFinder(document: document).containers(of: controller.id ?? "")
        let metrics = Self.canvasMetrics(of: controller, in: containers, document: document)
        let canvas = setting.canvas(controllerID: controller.id, metrics: metrics, root: controller.view)
        let content = ScreenModel.Controller.Content(
            view: rootView, prefersStatusBarHidden: Self.hidesStatusBar(controller.simulatedMetrics, on: canvas))
        let simulatedTopBar = containers.isEmpty || options.mode == .canvas ? controller.simulatedMetrics.topBar : nil
        let contentController = ScreenModel.Controller(
            isTable ? .tableView(content) : .view(content), name: rootName, title: controller.title,
            prompt: Self.prompt(of: controller, simulatedTopBar: simulatedTopBar),
            edgesForExtendedLayout: controller.edgesForExtendedLayout.map(Self.edges),
            extendedLayoutIncludesOpaqueBars: controller.extendedLayoutIncludesOpaqueBars,
            automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
            location: setting.warnings.location(controller.location))
        var wrapped =
            containers.isEmpty
            ? simulatedContainers(
                around: columnNavigation(around: contentController, of: controller),
                metrics: controller.simulatedMetrics, at: controller.location, setting)
            : simulatedTabBarController(
                around: wrap(
                    contentController, in: containers, mapper: mapper, setting,
                    canvasMetrics: options.mode == .canvas ? controller.simulatedMetrics : nil,
                    collapsesLargeTitle: options.mode == .canvas && Self.scrollsUnderTheBar(controller, in: document)),
                outermost: containers.last, sceneMetrics: options.mode == .canvas ? controller.simulatedMetrics : nil)
        if canvas != nil, OpaqueStatusBarCanvas.drawsOpaqueBars(document) {
            wrapped = OpaqueStatusBarCanvas.opaqueBars(wrapped)
        }
        var constraints = mapper.constraints()
        let id: String
        let kind: InterfaceBuilderUnit.Kind
        let rootViewName: String
        var name: String?
        var className: String
        if let placement {
            constraints += rowConstraints(mapper, placement, setting)
            id = placement.cell.id ?? ""
            kind = .cell
            rootViewName = mapper.placedName ?? rootName
            name = placement.cell.cell?.reuseIdentifier ?? placement.cell.userLabel
            className = placement.cell.customClass ?? Self.cellClassName(placement.cell)
        } else {
            id = controller.id ?? rootName
            kind = .scene
            rootViewName = rootName
            name = controller.storyboardIdentifier ?? controller.title ?? controller.userLabel
            className = controller.customClass ?? Self.controllerClassName(controller.kind)
        }
        let location = placement?.cell.location ?? controller.location
        var unit = setting.unit(
            kind: kind, id: id, name: name, className: className, rootViewName: rootViewName,
            controller: wrapped, constraints: constraints, location: location, mapper: mapper,
            canvasSize: canvas?.size, canvasTopInset: canvas?.topInset, canvasBottomInset: canvas?.bottomInset,
            canvasContentTop: placement == nil ? canvas?.contentTop : nil,
            canvasNavigationBarHeight: placement == nil ? canvas?.navigationBarHeight : nil)
        unit.canvasStoresRootAtTop = placement == nil && canvas?.storesRootAtTop == true
        unit.canvasStoresRootScreenTall = placement == nil && canvas?.storesRootScreenTall == true
        return unit
    }

    /// The containers of `levels` around `content`: navigation controllers with their stacks
    /// (the controllers below the top are empty placeholders: only the top one shows) and bars,
    /// tab bar controllers with their tabs (the others empty) and bar. In canvas mode the
    /// scene's simulated bars that are not inferred (`canvasMetrics`) decide over the
    /// containers' own.
    private func wrap(
        _ content: ScreenModel.Controller, in levels: [ContainerFinder.Level], mapper: ViewMapper,
        _ setting: UnitSetting, canvasMetrics: SimulatedMetrics?, collapsesLargeTitle: Bool = false
    ) -> ScreenModel.Controller {
        var current = content
        var hidesBottomBar = false
        var simulated = canvasMetrics ?? SimulatedMetrics()
        for level in levels {
            let container = level.controller
            let name = mapper.claimName(container.id, element: container.elementName, at: container.location)
            let location = setting.warnings.location(container.location)
            switch level.kind {
            case .navigation(let stack):
                let controllers = stack.map { document.viewController(withID: $0) }
                hidesBottomBar =
                    hidesBottomBar || controllers.dropFirst().contains { $0?.hidesBottomBarWhenPushed == true }
                let bar = container.navigationBar?.bar
                let navigationBar = ScreenModel.NavigationBar(
                    hidden: container.isNavigationBarHidden, translucent: bar?.isTranslucent,
                    prefersLargeTitles: bar?.prefersLargeTitles == true
                        ? !collapsesLargeTitle
                            && Self.showsLargeTitle(controllers.map { $0?.navigationItem?.largeTitleDisplayMode })
                        : nil,
                    location: location)
                let toolbar = ScreenModel.Bar(
                    hidden: container.isToolbarHidden ?? true, translucent: container.toolbar?.bar?.isTranslucent,
                    location: location)
                current = ScreenModel.Controller(
                    .navigation(
                        ScreenModel.Controller.Navigation(
                            viewControllers: stack.dropLast().map { _ in Self.placeholder } + [current],
                            navigationBar: Self.simulated(simulated.topBar, over: navigationBar),
                            toolbar: Self.simulatedToolbar(simulated.bottomBar, over: toolbar))),
                    name: name, location: location)
                simulated.topBar = nil
                if case .toolbar? = simulated.bottomBar { simulated.bottomBar = nil }
            case .tabs(let index):
                let tabs = container.childIDs.indices.map { $0 == index ? current : Self.placeholder }
                current = ScreenModel.Controller(
                    .tabBar(
                        ScreenModel.Controller.Tabs(
                            viewControllers: tabs, selectedIndex: index,
                            tabBar: Self.simulatedTabBar(
                                simulated.bottomBar,
                                over: ScreenModel.Bar(
                                    hidden: hidesBottomBar ? true : nil,
                                    translucent: container.tabBar?.bar?.isTranslucent, location: location)))),
                    name: name, location: location)
                hidesBottomBar = false
                simulated.bottomBar = nil
            }
        }
        return current
    }

    /// The navigation controller a column-style split view controller (iOS 14 and later) wraps
    /// a column's controller in when it is not one: UIKit shows the column with a navigation
    /// bar, and so does the canvas (a movie app of Xcode 13.3 stores its detail column's scroll
    /// view, pinned to the safe area, 44 points below the 6.7-inch screen's 44-point top).
    private func columnNavigation(around content: ScreenModel.Controller, of controller: IBViewController)
        -> ScreenModel.Controller
    {
        guard controller.kind != .navigationController, let id = controller.id,
            document.viewControllers.contains(where: { split in
                split.kind == .splitViewController && split.usesColumnStyle
                    && split.connections.contains { connection in
                        connection.segue?.destination == id
                            && ["masterViewController", "detailViewController"].contains(
                                connection.segue?.relationship ?? "")
                    }
            })
        else { return content }
        return ScreenModel.Controller(
            .navigation(
                ScreenModel.Controller.Navigation(
                    viewControllers: [content], navigationBar: ScreenModel.NavigationBar(), toolbar: ScreenModel.Bar()))
        )
    }

    /// The tab bar controller a navigation controller's simulated tab bar stands for when no
    /// segue places the navigation controller in one (its tab bar controller is in another
    /// storyboard): Xcode draws the tab bar below the navigation controller's scenes, unless a
    /// pushed one hides it. On the canvas a scene's own simulated tab bar does the same
    /// (`sceneMetrics`): an upload scene of Xcode 11.5 at the root of a navigation controller
    /// stores a button pinned 25 points above its safe area's bottom 49 points higher.
    private func simulatedTabBarController(
        around wrapped: ScreenModel.Controller, outermost level: ContainerFinder.Level?,
        sceneMetrics: SimulatedMetrics?
    ) -> ScreenModel.Controller {
        guard let level, case .navigation(let stack) = level.kind else { return wrapped }
        let bottomBar: SimulatedBar?
        if case .tabBar? = level.controller.simulatedMetrics.bottomBar {
            bottomBar = level.controller.simulatedMetrics.bottomBar
        } else {
            bottomBar = sceneMetrics?.bottomBar
        }
        guard case .tabBar(let translucent, _)? = bottomBar else { return wrapped }
        let hides = stack.dropFirst().contains { document.viewController(withID: $0)?.hidesBottomBarWhenPushed == true }
        return ScreenModel.Controller(
            .tabBar(
                ScreenModel.Controller.Tabs(
                    viewControllers: [wrapped],
                    tabBar: ScreenModel.Bar(hidden: hides ? true : nil, translucent: translucent))))
    }

    /// The containers a controller's simulated bars stand for when no segue places it: a
    /// navigation controller for a navigation bar or a toolbar, a tab bar controller for a tab
    /// bar.
    private func simulatedContainers(
        around content: ScreenModel.Controller, metrics: SimulatedMetrics, at location: DocumentLocation,
        _ setting: UnitSetting
    ) -> ScreenModel.Controller {
        var current = content
        var navigationBar: ScreenModel.NavigationBar?
        var toolbar: ScreenModel.Bar?
        if case .navigationBar(let translucent, _, _)? = metrics.topBar {
            navigationBar = ScreenModel.NavigationBar(translucent: translucent)
        }
        if case .toolbar(let translucent, _)? = metrics.bottomBar {
            toolbar = ScreenModel.Bar(hidden: false, translucent: translucent)
            if navigationBar == nil { navigationBar = ScreenModel.NavigationBar(hidden: true) }
        }
        if navigationBar != nil {
            current = ScreenModel.Controller(
                .navigation(
                    ScreenModel.Controller.Navigation(
                        viewControllers: [current], navigationBar: navigationBar, toolbar: toolbar ?? ScreenModel.Bar())
                ))
        }
        if case .tabBar(let translucent, _)? = metrics.bottomBar {
            current = ScreenModel.Controller(
                .tabBar(
                    ScreenModel.Controller.Tabs(
                        viewControllers: [current], tabBar: ScreenModel.Bar(translucent: translucent))))
        }
        return current
    }

    /// A navigation controller's bar as a simulated top bar that is not inferred shows it:
    /// None hides it, a navigation bar shows it with its translucency.
    private static func simulated(_ bar: SimulatedBar?, over navigationBar: ScreenModel.NavigationBar)
        -> ScreenModel.NavigationBar
    {
        var result = navigationBar
        switch bar {
        case .some(.none): result.hidden = true
        case .navigationBar(let translucent, _, _)?:
            result.hidden = false
            result.translucent = translucent
        default: break
        }
        return result
    }

    /// A navigation controller's toolbar as a simulated bottom bar that is not inferred shows
    /// it: a toolbar shows it with its translucency, anything else hides it.
    private static func simulatedToolbar(_ bar: SimulatedBar?, over toolbar: ScreenModel.Bar) -> ScreenModel.Bar {
        var result = toolbar
        switch bar {
        case nil: break
        case .toolbar(let translucent, _)?:
            result.hidden = false
            result.translucent = translucent
        default: result.hidden = true
        }
        return result
    }

    /// A tab bar controller's bar as a simulated bottom bar that is not inferred shows it: a
    /// tab bar shows it with its translucency, anything else hides it.
    private static func simulatedTabBar(_ bar: SimulatedBar?, over tabBar: ScreenModel.Bar) -> ScreenModel.Bar {
        var result = tabBar
        switch bar {
        case nil: break
        case .tabBar(let translucent, _)?:
            result.hidden = false
            result.translucent = translucent
        default: result.hidden = true
        }
        return result
    }

    /// The prompt above the title in `controller`'s navigation bar: its navigation item's, or,
    /// where only a simulated navigation bar asks for one (`prompted="YES"`, Xcode's "Navigation
    /// Bar with Prompt"), the "Prompt" Interface Builder draws there; nil for none.
    static func prompt(of controller: IBViewController, simulatedTopBar: SimulatedBar?) -> String? {
        if let prompt = controller.navigationItem?.prompt { return prompt }
        if case .navigationBar(_, true, _)? = simulatedTopBar { return "Prompt" }
        return nil
    }

    /// Whether the content of `controller` scrolls under its navigation bar: its root view is a
    /// scroll view (a table, a collection view), or, from Xcode 11, the root view's first subview
    /// is one with content (a prototype or static cell, a collection cell, a subview) whose top is
    /// pinned to the top (of the root view, its safe area or the top layout guide). The canvas
    /// then draws a large title collapsed, the root's safe area below a bar of the standard
    /// height: DataDog's locations scene (Xcode 16, iPhone 14 Pro) stores a collection view with a
    /// cell pinned to the safe area's top at y = 103 (59 + 44) under a large-title bar stored 96
    /// tall, and profile scenes of Xcode 12.5 (6.1-inch) tables with cells so pinned at y = 88
    /// (44 + 44), where a scene of the same document whose first subview is a label has it 164
    /// points down, below the large title (140 + 24). A table without cells so pinned keeps the
    /// title large (Xcode 11 and 13: stored at y = 140 on the 6.1-inch and 6.5-inch screens), and
    /// so does Xcode 10 above a table with a cell (the 5.8-inch screen: 140); that Xcode 11 draws
    /// as Xcode 12 does is our reading. A table that is the first subview but placed below other
    /// content keeps the title large: a cocktail scene of Xcode 16 (6.9-inch) pins a stack to the
    /// safe area's top at y = 230 (134 + 96), the table below it.
    static func scrollsUnderTheBar(_ controller: IBViewController, in document: IBDocument) -> Bool {
        guard let root = controller.view else { return false }
        let scrolling: Set<ViewKind> = [.scrollView, .tableView, .collectionView]
        if scrolling.contains(root.kind) { return true }
        guard let tools = DeviceTable.toolsVersion(of: document), tools >= collapsesAboveFirstSubviewFrom,
            let first = root.subviews.first, scrolling.contains(first.kind), hasContent(first), let id = first.id
        else { return false }
        let topGuides = Set(controller.layoutGuides.filter { $0.type == .top }.map(\.id))
        let tops = Set([root.id].compactMap { $0 } + root.layoutGuides.filter { $0.kind == .safeArea }.map(\.id))
        func isTop(_ item: String?, _ attribute: LayoutAttribute?) -> Bool {
            guard let item else { return false }
            if topGuides.contains(item) { return attribute == .bottom }
            return tops.contains(item) && (attribute == .top || attribute == .topMargin)
        }
        return root.constraints.contains { constraint in
            let lhs = (constraint.resolvedFirstItem, constraint.firstAttribute as LayoutAttribute?)
            let rhs = (constraint.secondItem, constraint.secondAttribute)
            return (lhs.0 == id && lhs.1 == .top && isTop(rhs.0, rhs.1))
                || (rhs.0 == id && rhs.1 == .top && isTop(lhs.0, lhs.1))
        }
    }

    /// The first tools version of Xcode 11 (its betas saved 14800 and up; Xcode 10.1 saved 14113).
    private static let collapsesAboveFirstSubviewFrom = 14800

    /// Whether a scroll view shows something to scroll: a table's prototype or static cells, a
    /// collection view's cells, a plain scroll view's subviews.
    private static func hasContent(_ scrollView: IBView) -> Bool {
        !scrollView.cells.isEmpty || !scrollView.subviews.isEmpty
            || scrollView.table?.sections.contains { !$0.cells.isEmpty } == true
    }

    /// Whether the top of a navigation stack shows a large title when its bar prefers them:
    /// `never` and `always` decide, `automatic` (or nothing stored) does as the item below, and
    /// the root's automatic is large.
    static func showsLargeTitle(_ modes: [LargeTitleDisplayMode?]) -> Bool {
        for mode in modes.reversed() {
            switch mode {
            case .always: return true
            case .never: return false
            case .automatic, nil: continue
            }
        }
        return true
    }

    /// A table row's place and size in its table: at the top of the table's content (below its
    /// header view), as wide as the table, as tall as its row height or, for automatic heights,
    /// as its content view's constraints make it (44, the standard height, where they leave it
    /// open); the content view fills the row, less an accessory's room at run time.
    private func rowConstraints(
        _ mapper: ViewMapper, _ placement: CellPlacement, _ setting: UnitSetting
    ) -> [ScreenModel.Constraint] {
        guard let row = mapper.placedRow, let hostID = placement.hostID, let host = mapper.reference(to: hostID)
        else { return [] }
        let location = mapper.warnings.location(placement.cell.location)
        func step(_ step: ScreenModel.ItemReference.Step) -> ScreenModel.ItemReference {
            ScreenModel.ItemReference(host.origin, steps: host.steps + [step])
        }
        let cell = ScreenModel.ItemReference.named(row.cell)
        let hostView = document.view(withID: hostID)
        let header = hostView?.keyedView("tableHeaderView").flatMap { $0.id }.flatMap { mapper.reference(to: $0) }
        // The canvas shows a prototype where the document stores it (a xib's cell, which has no
        // table, at the top left corner), at its stored height.
        var stored = options.mode == .canvas ? placement.cell.frame : nil
        if hostView == nil { stored?.x = 0; stored?.y = 0 }
        // A xib's cell is as wide on the canvas as the document stores it, whatever the device.
        let canvasWidth = hostView == nil ? stored?.width : nil
        // A row of an inset grouped table keeps the insets it is stored with from the table's sides.
        let sideInsets = stored.flatMap { Self.insetGroupedRowInsets($0, in: hostView) }
        var constraints = [
            stored.map {
                ScreenModel.Constraint(
                    cell, .top, .equal, step(.contentLayoutGuide), .top, constant: $0.y,
                    identifier: "UIView-Encapsulated-Layout-Top", location: location)
            }
                ?? ScreenModel.Constraint(
                    cell, .top, .equal, header ?? step(.contentLayoutGuide), header == nil ? .top : .bottom,
                    identifier: "UIView-Encapsulated-Layout-Top", location: location),
            ScreenModel.Constraint(
                cell, .left, .equal, step(.frameLayoutGuide), .left, constant: stored?.x ?? 0,
                identifier: "UIView-Encapsulated-Layout-Left", location: location),
            canvasWidth.map {
                ScreenModel.Constraint(
                    cell, .width, constant: $0, identifier: "UIView-Encapsulated-Layout-Width", location: location)
            }
                ?? ScreenModel.Constraint(
                    cell, .width, .equal, step(.frameLayoutGuide), .width,
                    constant: -(sideInsets.map { $0.left + $0.right } ?? 0),
                    identifier: "UIView-Encapsulated-Layout-Width", location: location),
        ]
        // A xib's cell has no table: its stored height stands for the one code gives the table.
        let tableHeight = hostView == nil ? placement.cell.frame?.height : hostView?.table?.rowHeight
        let height = stored?.height ?? placement.cell.cell?.rowHeight ?? tableHeight ?? 44
        if height >= 0 {
            constraints.append(
                ScreenModel.Constraint(
                    cell, .height, constant: height, identifier: "UIView-Encapsulated-Layout-Height",
                    location: location))
        } else {
            // UIKit gives a self-sizing row whose content would collapse the standard height.
            constraints.append(
                ScreenModel.Constraint(
                    cell, .height, constant: 44, priority: 1, identifier: "UITableView-standard-row-height",
                    location: location))
        }
        if let contentView = row.contentView {
            // On the canvas only a content view stored without a frame is placed here: Xcode 4
            // to 6, which saved such cells, drew the row's 1-point separator below it, unless
            // the table shows no separators.
            let showsSeparator = options.mode == .canvas && hostView?.table?.separatorStyle != "none"
            constraints += contentViewConstraints(
                .named(contentView), in: cell, accessoryRoom: accessoryRoom(of: placement.cell, setting),
                separator: showsSeparator ? Self.earlyCanvasSeparator : 0, location: location)
        }
        // The table places and sizes its rows and their content views: in a conflict the
        // document's constraints break first, as with a cell made in code.
        return constraints.map { constraint in
            var owned = constraint
            owned.isMadeByUIKit = true
            return owned
        }
    }

    /// How far a row stored in an `insetGrouped` table is inset from the table's sides, as the
    /// document stores it (the table's margins: 20 points on the 414-point canvas of Xcode 13);
    /// nil for other tables and rows stored without their table's frame.
    private static func insetGroupedRowInsets(_ row: IBRect, in table: IBView?) -> (left: Double, right: Double)? {
        guard table?.table?.style == .insetGrouped, let tableFrame = table?.frame else { return nil }
        return (row.x, max(0, tableFrame.width - row.x - row.width))
    }

    /// The content view's constraints: its edges on the row's, its trailing edge `accessoryRoom`
    /// points in from the row's and its bottom edge `separator` points up.
    private func contentViewConstraints(
        _ contentView: ScreenModel.ItemReference, in cell: ScreenModel.ItemReference, accessoryRoom: Double,
        separator: Double, location: SourceLocation
    ) -> [ScreenModel.Constraint] {
        guard accessoryRoom > 0 || separator > 0 else {
            return [ScreenModel.Constraint(contentView, .edges, .equal, cell, location: location)]
        }
        return [
            ScreenModel.Constraint(contentView, .top, .equal, cell, .top, location: location),
            ScreenModel.Constraint(contentView, .leading, .equal, cell, .leading, location: location),
            ScreenModel.Constraint(
                contentView, .bottom, .equal, cell, .bottom, constant: -separator, location: location),
            ScreenModel.Constraint(
                contentView, .trailing, .equal, cell, .trailing, constant: -accessoryRoom, location: location),
        ]
    }

    /// The separator below a content view on the canvases of Xcode 4 to 6: every cell they
    /// saved with a content view frame stores it one point shorter than the cell.
    private static let earlyCanvasSeparator = 1.0

    /// The room the cell's accessory (`accessoryType`) takes from its content view at run time
    /// (UITableViewCellAccessory.swift, docs/reference/fitting.md#accessories), in a row as wide
    /// as the unit's screen on the iOS version a run-time model runs; the canvas keeps the
    /// stored content view.
    private func accessoryRoom(of cell: IBView, _ setting: UnitSetting) -> Double {
        guard options.mode == .runtime, let name = cell.cell?.accessoryType,
            let type = Self.accessoryTypes[name]
        else { return 0 }
        let screen = Self.screenSize(setting)
        return Double(
            UITableViewCell.accessoryRoom(
                type: type, cellWidth: screen.width, systemVersion: UnitSetting.runtimeSystemVersion))
    }

    /// The accessories by their names in documents.
    private static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    // MARK: Xib views and cells

    /// A top-level view File's Owner (a view controller) has as its `view`: a scene of its own,
    /// in the containers its simulated bars stand for.
    private func controllerView(_ view: IBView) -> InterfaceBuilderUnit {
        let metrics = view.simulatedMetrics ?? SimulatedMetrics()
        let setting = UnitSetting(document: document, options: options, metrics: metrics)
        let mapper = setting.mapper()
        let rootName = mapper.claimName(view.id, element: view.elementName, at: view.location) ?? "root"
        let rootView = mapper.map(view, holder: nil, rootName: rootName) ?? ScreenModel.View()
        let canvas = setting.canvas(metrics: Self.canvasMetrics(ofControllerView: view, metrics), root: view)
        let content = ScreenModel.Controller(
            .view(
                ScreenModel.Controller.Content(
                    view: rootView, prefersStatusBarHidden: Self.hidesStatusBar(metrics, on: canvas))),
            name: rootName, location: setting.warnings.location(view.location))
        let owner = document.filesOwner?.customClass ?? "UIViewController"
        var controller = simulatedContainers(around: content, metrics: metrics, at: view.location, setting)
        if canvas != nil, OpaqueStatusBarCanvas.drawsOpaqueBars(document) {
            controller = OpaqueStatusBarCanvas.opaqueBars(controller)
        }
        return setting.unit(
            kind: .scene, id: view.id ?? rootName, name: view.userLabel, className: owner, rootViewName: rootName,
            controller: controller, constraints: mapper.constraints(), location: view.location, mapper: mapper,
            canvasSize: canvas?.size, canvasBottomInset: canvas?.bottomInset, canvasContentTop: canvas?.contentTop)
    }

    /// Any other top-level view: at its stored size, at the top left corner of the screen's
    /// safe area, so that neither the status bar nor the sensor housing reaches into it. The
    /// canvas shows it as a controller's root view on a freeform canvas of its stored size
    /// (docs/interface-builder.md#canvas-mode).
    private func freeformView(_ view: IBView) -> InterfaceBuilderUnit {
        let setting = UnitSetting(document: document, options: options, metrics: view.simulatedMetrics)
        let mapper = setting.mapper()
        var mapped = mapper.map(view, holder: nil) ?? ScreenModel.View()
        let name = mapped.name ?? ""
        let entry = ViewKindTable.entry(view.kind)
        let content: ScreenModel.Controller
        var canvas: UnitCanvas?
        if options.mode == .canvas {
            let metrics = Self.freeformMetrics(of: view)
            canvas = setting.canvas(metrics: metrics, root: view)
            // The canvas sizes it, whatever the document says its own code does.
            mapped.translatesAutoresizingMaskIntoConstraints = true
            mapped.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let hidesStatusBar = Self.hidesStatusBar(metrics, on: canvas)
            if setting.systemVersion < 11 {
                // Before iOS 11 the canvas draws it as a plain view filling the canvas, with a
                // plain view's margins.
                mapped.frame = ScreenModel.Rect(
                    x: 0, y: 0, width: view.frame?.width ?? 0, height: view.frame?.height ?? 0)
                content = ScreenModel.Controller(
                    .view(
                        ScreenModel.Controller.Content(
                            view: ScreenModel.View(subviews: [mapped]), prefersStatusBarHidden: hidesStatusBar)))
            } else {
                content = ScreenModel.Controller(
                    .view(ScreenModel.Controller.Content(view: mapped, prefersStatusBarHidden: hidesStatusBar)))
            }
        } else {
            let safeArea = ScreenBuilder.deviceProfile(setting.device).safeAreaInsets(
                in: ScreenBuilder.orientation(setting.orientation))
            mapped.frame = ScreenModel.Rect(
                x: Double(safeArea.left), y: Double(safeArea.top), width: view.frame?.width ?? 0,
                height: view.frame?.height ?? 0)
            mapped.translatesAutoresizingMaskIntoConstraints = true
            mapped.autoresizingMask = []
            content = ScreenModel.Controller(
                .view(ScreenModel.Controller.Content(view: ScreenModel.View(subviews: [mapped]))))
        }
        return setting.unit(
            kind: .view, id: view.id ?? name, name: view.userLabel,
            className: view.customClass ?? entry.className ?? Self.viewClassName(entry.layout),
            rootViewName: name, controller: content, constraints: mapper.constraints(), location: view.location,
            mapper: mapper, canvasSize: canvas?.size, canvasBottomInset: canvas?.bottomInset)
    }

    /// A cell at the top level of a xib: a table view cell as the first row of a table view that
    /// fills the screen, a collection view cell at its stored frame in a collection view that
    /// does.
    private func topLevelCell(_ cell: IBView) -> InterfaceBuilderUnit {
        let setting = UnitSetting(document: document, options: options, metrics: cell.simulatedMetrics)
        let mapper = setting.mapper()
        let hostName = mapper.claimName(Self.hostName(in: document), element: "tableView", at: cell.location) ?? "host"
        let placement = CellPlacement(hostID: nil, cell: cell)
        let rowWidth = rowWidth(of: cell, setting)
        mapper.rowMarginsSetting = (canvasMarginWidth(rowWidth, setting), setting.cellMarginsSystemVersion)
        let placed = mapper.place(placement)
        var constraints = mapper.constraints()
        let content: ScreenModel.Controller
        var canvasSize = placement.isTableRow ? rowCanvas(of: cell, setting) : nil
        var canvasBottomInset: Double?
        if placement.isTableRow {
            mapper.refer(hostName, to: .named(hostName))
            var table = ScreenModel.View(.tableView(ScreenModel.TableView()), subviews: placed.map { [$0] } ?? [])
            // A table the canvas draws as wide as a cell wider than the screen has the margins
            // of one as wide as the screen, which a cell that preserves its superview's
            // margins shows.
            let side = canvasMarginWidth(rowWidth, setting)
            var respectsMinimum: Bool?
            if canvasSize != nil, side < rowWidth {
                let margin = Double(
                    TableContentMargin.side(
                        forTableWidth: CGFloat(side), systemVersion: setting.cellMarginsSystemVersion))
                table.directionalLayoutMargins = ScreenModel.DirectionalInsets(
                    top: 8, leading: margin, bottom: 8, trailing: margin)
                respectsMinimum = false
            }
            content = ScreenModel.Controller(
                .tableView(ScreenModel.Controller.Content(view: table)), name: hostName,
                viewRespectsSystemMinimumLayoutMargins: respectsMinimum)
            constraints += rowConstraints(mapper, CellPlacement(hostID: hostName, cell: cell), setting)
        } else {
            let collection = ScreenModel.View(
                .scrollView(ScreenModel.ScrollView()), className: "UICollectionView",
                subviews: placed.map { [$0] } ?? [])
            // The canvas draws a collection item as a xib's other top-level views, on a freeform
            // canvas of its stored size: Xcode 13 stores a 473 × 186 item on the 4.7-inch canvas
            // with a label pinned 16 points below its safe area's top at y = 16.
            let metrics = Self.freeformMetrics(of: cell)
            let canvas = setting.canvas(metrics: metrics, root: cell)
            canvasSize = canvas?.size
            canvasBottomInset = canvas?.bottomInset
            content = ScreenModel.Controller(
                .view(
                    ScreenModel.Controller.Content(
                        view: collection, prefersStatusBarHidden: Self.hidesStatusBar(metrics, on: canvas))),
                name: hostName)
        }
        return setting.unit(
            kind: .cell, id: cell.id ?? "", name: cell.cell?.reuseIdentifier ?? cell.userLabel,
            className: cell.customClass ?? Self.cellClassName(cell), rootViewName: placed?.name ?? "",
            controller: content, constraints: constraints, location: cell.location, mapper: mapper,
            canvasSize: canvasSize, canvasBottomInset: canvasBottomInset)
    }

    /// The canvas of a File's Owner's view: where the document simulates no size, one of the
    /// view's stored size (our reading: Interface Builder infers no screen for a view outside a
    /// storyboard). A xib of Xcode 8 (11762) stores a controller's view 600 × 600 on the 4.7-inch
    /// device with its content laid out at that size (a stack pinned 20 points inside its sides,
    /// 560 wide); every other such view of the corpora is stored at its device's screen size,
    /// which a canvas of its stored size is too.
    private static func canvasMetrics(ofControllerView view: IBView, _ metrics: SimulatedMetrics) -> SimulatedMetrics {
        metrics.destination == nil && metrics.freeformSize == nil ? freeformMetrics(of: view) : metrics
    }

    /// The simulated metrics of a xib's top-level view or item on the canvas: its own, with a
    /// freeform destination of its stored size.
    private static func freeformMetrics(of view: IBView) -> SimulatedMetrics {
        var metrics = view.simulatedMetrics ?? SimulatedMetrics()
        metrics.destination = .freeform
        metrics.freeformSize = view.frame.map { IBSize(width: $0.width, height: $0.height) }
        return metrics
    }

    /// On the canvas, a screen as wide as a xib's table view cell where the cell's stored width
    /// is not the screen's: the canvas draws the cell at that width, and its table with it (a
    /// cell that preserves its superview's margins takes them from a table as wide as itself).
    private func rowCanvas(of cell: IBView, _ setting: UnitSetting) -> ScreenModel.Size? {
        guard options.mode == .canvas, let width = cell.frame?.width else { return nil }
        let screen = Self.screenSize(setting)
        guard width != Double(screen.width) else { return nil }
        return ScreenModel.Size(width: width, height: Double(screen.height))
    }

    /// The width whose system margins a table view cell's content view takes at the sides on a
    /// canvas of Xcode 10 and later: from Xcode 12 the screen's, in Xcode 10 and 11 the wider of
    /// the screen and the row, but a row of 320 points or less keeps its own. A 414-point xib
    /// cell on the 320-point canvas of Xcode 12 and the rows of a 400-point table on the
    /// 375-point canvas of Xcode 16 and 26 store 16 points at the sides, and 375- and 371-point
    /// cells on the 414-point canvas of Xcode 13 and 10.2 store 20, where 320- and 310-point
    /// ones there store 16 (the threshold between 320 and 371 is our reading); a 414-point xib
    /// cell on the 375-point canvas of Xcode 10.2 stores 20; a 600-point cell on the 375-point
    /// canvas of Xcode 9.3 stores 20 (the row's width), and so do a 430-point and a 509-point
    /// cell on the 393-point canvas of Xcode 14.3 and a 500-point one on that canvas of Xcode
    /// 14.2. That Xcode 11 follows Xcode 10.2 is our reading (no saved document tells).
    private func canvasMarginWidth(_ rowWidth: Double, _ setting: UnitSetting) -> Double {
        guard options.mode == .canvas, let tools = DeviceTable.toolsVersion(of: document), tools >= 14300,
            !DeviceTable.ownWidthCellMarginTools.contains(tools)
        else {
            return rowWidth
        }
        let screen = Self.screenSize(setting)
        guard rowWidth > Self.narrowRowWidth else { return rowWidth }
        return tools < Self.screenMarginTools ? max(rowWidth, Double(screen.width)) : Double(screen.width)
    }

    /// The widest row that keeps its own width's margins on a canvas of Xcode 10 and later: wider
    /// rows take the screen's (in Xcode 10 and 11 the wider of the two).
    private static let narrowRowWidth = 320.0

    /// The tools versions from which wider rows take the screen's margins alone: Xcode 12 on.
    private static let screenMarginTools = 17000

    /// The width of a xib's table view cell's row: on the canvas the cell's stored width (the
    /// canvas draws it at that width whatever the device), at run time the screen's.
    private func rowWidth(of cell: IBView, _ setting: UnitSetting) -> Double {
        if options.mode == .canvas, let width = cell.frame?.width { return width }
        let screen = Self.screenSize(setting)
        return Double(screen.width)
    }

    /// The size of the unit's device's screen in its orientation.
    private static func screenSize(_ setting: UnitSetting) -> CGSize {
        ScreenBuilder.deviceProfile(setting.device).size(in: ScreenBuilder.orientation(setting.orientation))
    }

    /// A name for a made-up host view that no id of the document has.
    private static func hostName(in document: IBDocument) -> String {
        var name = "host"
        var number = 1
        while document.view(withID: name) != nil || document.viewController(withID: name) != nil {
            number += 1
            name = "host-\(number)"
        }
        return name
    }

    // MARK: Values

    private static let placeholder = ScreenModel.Controller(.view(ScreenModel.Controller.Content()))

    /// Interface Builder's "None" status bar, or, in canvas mode, a canvas without one: the
    /// scene hides it.
    static func hidesStatusBar(_ metrics: SimulatedMetrics, on canvas: UnitCanvas?) -> Bool? {
        if case .some(.none) = metrics.statusBar { return true }
        return canvas?.hidesStatusBar == true ? true : nil
    }

    static func edges(_ edges: RectEdges) -> ScreenModel.Edges {
        var result: ScreenModel.Edges = []
        if edges.top { result.insert(.top) }
        if edges.left { result.insert(.left) }
        if edges.bottom { result.insert(.bottom) }
        if edges.right { result.insert(.right) }
        return result
    }

    static func controllerClassName(_ kind: ViewControllerKind) -> String {
        switch kind {
        case .tableViewController: "UITableViewController"
        case .collectionViewController: "UICollectionViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        default: "UIViewController"
        }
    }

    static func cellClassName(_ cell: IBView) -> String {
        ViewKindTable.entry(cell.kind).className ?? "UITableViewCell"
    }

    static func viewClassName(_ layout: ViewKindTable.Layout) -> String {
        switch layout {
        case .plain: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .imageView: "UIImageView"
        case .textField: "UITextField"
        case .toggle: "UISwitch"
        case .activityIndicator: "UIActivityIndicatorView"
        case .stackView: "UIStackView"
        case .scrollView: "UIScrollView"
        case .tableView: "UITableView"
        case .segmentedControl: "UISegmentedControl"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .progressView: "UIProgressView"
        case .pageControl: "UIPageControl"
        case .searchBar: "UISearchBar"
        case .textView: "UITextView"
        case .datePicker: "UIDatePicker"
        case .pickerView: "UIPickerView"
        case .visualEffectView: "UIVisualEffectView"
        }
    }
}
