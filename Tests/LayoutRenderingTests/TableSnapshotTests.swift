import LayoutRendering
import OpenUIKit
import SnapshotTesting
import Testing

/// Pictures of tables in each style, with the built-in cell styles, accessories, separators and
/// section titles, compared with reviewed snapshots in `__Snapshots__`.
@MainActor @Suite struct TableSnapshotTests {
    @Test(arguments: ["light", "dark"]) func plainTableWithCellStylesAndAccessories(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(TableScenes.table(.plain, dark: appearance == "dark")), as: .lines,
            named: appearance)
    }

    @Test func groupedTable() {
        assertSnapshot(of: SVGRenderer().render(TableScenes.table(.grouped)), as: .lines)
    }

    @Test(arguments: ["light", "dark"]) func insetGroupedTable(appearance: String) {
        assertSnapshot(
            of: SVGRenderer().render(TableScenes.table(.insetGrouped, dark: appearance == "dark")), as: .lines,
            named: appearance)
    }
}
