import InterfaceBuilder
import Testing

/// A tab bar controller with two tabs: a plain controller and a navigation controller (opaque
/// black bar, toolbar) whose root is a table view controller with a prototype cell.
@Suite struct TabBarControllerTests {
    let document: IBDocument

    init() throws {
        document = try Fixture.document("TabBarTwoChildren.storyboard")
    }

    @Test func tabBarControllerListsItsChildrenInOrder() throws {
        let tabs = try #require(document.initialViewController)
        #expect(tabs.kind == .tabBarController)
        #expect(tabs.tabBar?.frame == IBRect(x: 0, y: 0, width: 375, height: 49))
        #expect(tabs.tabBar?.bar?.isTranslucent == false)
        #expect(tabs.childIDs == ["Fed-Vc-001", "Fav-Nav-001"])
        #expect(tabs.segues.map(\.relationship) == ["viewControllers", "viewControllers"])
        #expect(document.device?.knownDevice?.portraitSize == IBSize(width: 375, height: 812))
        #expect(document.warnings == [])
    }

    @Test func firstTabHasATitledSymbolItem() throws {
        let feed = try #require(document.viewController(withID: "Fed-Vc-001"))
        #expect(
            feed.tabBarItem
                == IBTabBarItem(
                    id: "Fed-Tbi-001", title: "Feed", image: ImageReference(name: "house", isSystemImage: true),
                    location: SourceLocation(line: 36, column: 21)))
        #expect(feed.view?.frame == IBRect(x: 0, y: 0, width: 375, height: 812))
    }

    @Test func secondTabIsANavigationControllerWithAToolbar() throws {
        let navigation = try #require(document.viewController(withID: "Fav-Nav-001"))
        #expect(navigation.kind == .navigationController)
        #expect(navigation.tabBarItem?.systemItem == "favorites")
        #expect(navigation.isNavigationBarHidden == false)
        #expect(navigation.isToolbarHidden == false)
        #expect(navigation.navigationBar?.bar == BarAttributes(isTranslucent: false, barStyle: "black"))
        #expect(navigation.navigationBar?.frame == IBRect(x: 0, y: 44, width: 375, height: 44))
        #expect(navigation.toolbar?.kind == .toolbar)
        #expect(navigation.toolbar?.frame == IBRect(x: 0, y: 729, width: 375, height: 49))
        #expect(navigation.childIDs == ["Fav-Tvc-001"])
    }

    @Test func tableControllerHasAnInsetGroupedTableAndAPrototype() throws {
        let list = try #require(document.viewController(withID: "Fav-Tvc-001"))
        #expect(list.kind == .tableViewController)
        let table = try #require(list.view)
        #expect(table.kind == .tableView)
        #expect(
            table.table
                == TableAttributes(
                    style: .insetGrouped, rowHeight: -1, estimatedRowHeight: -1, sectionHeaderHeight: 18,
                    sectionFooterHeight: 18, dataMode: "prototypes", separatorStyle: "default"))
        #expect(table.cells.map(\.id) == ["Fav-Cel-001"])
        let cell = table.cells[0]
        #expect(
            cell.cell
                == CellAttributes(
                    reuseIdentifier: "FavoriteCell", style: "IBUITableViewCellStyleDefault",
                    accessoryType: "disclosureIndicator"))
        #expect(cell.frame == IBRect(x: 16, y: 55.5, width: 343, height: 43.5))
        #expect(cell.contentView?.subviews.first?.text?.text == "Title")
        #expect(table.connections.count == 2)
    }

    @Test func navigationItemHasPromptBackItemAndTwoRightItems() throws {
        let item = try #require(document.viewController(withID: "Fav-Tvc-001")?.navigationItem)
        #expect(item.title == "Favorites")
        #expect(item.prompt == "Saved for later")
        #expect(item.largeTitleDisplayMode == nil)
        #expect(item.backBarButtonItem?.title == "Back")
        #expect(item.rightBarButtonItems.map(\.systemItem) == ["add", nil])
        #expect(item.rightBarButtonItems.map(\.title) == [nil, "Sort"])
        #expect(item.rightBarButtonItems.map(\.style) == [nil, "done"])
    }
}
