import Foundation
import LayoutRendering
import OpenUIKit

/// Table view controllers whose rows show the built-in cell styles and accessories, with
/// section titles, in each table style.
@MainActor
enum TableScenes {
    /// One row: its style, texts, symbol image and accessory.
    struct Row {
        var style: UITableViewCell.CellStyle = .default
        var text: String
        var detail: String?
        var symbol: String?
        var accessory: UITableViewCell.AccessoryType = .none
    }

    /// A section: its rows and titles.
    struct Section {
        var header: String?
        var rows: [Row]
        var footer: String?
    }

    /// Feeds a table from sections.
    final class Controller: UITableViewController {
        let sections: [Section]

        init(style: UITableView.Style, sections: [Section]) {
            self.sections = sections
            super.init(style: style)
        }

        required init?(coder: NSCoder) { nil }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath.section].rows[indexPath.row]
            let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
            cell.textLabel?.text = row.text
            cell.detailTextLabel?.text = row.detail
            if let symbol = row.symbol { cell.imageView?.image = UIImage(systemName: symbol) }
            cell.accessoryType = row.accessory
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].header
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sections[section].footer
        }
    }

    /// The sections every picture shows: the four cell styles, then the accessories.
    static let sections = [
        Section(
            header: "Cell styles",
            rows: [
                Row(text: "Default", symbol: "star", accessory: .disclosureIndicator),
                Row(style: .subtitle, text: "Subtitle", detail: "The detail, smaller, below"),
                Row(style: .value1, text: "Value 1", detail: "Detail", accessory: .disclosureIndicator),
                Row(style: .value2, text: "Value 2", detail: "Detail after a column"),
            ], footer: "Each style places the title and detail labels as UIKit does."),
        Section(
            header: "Accessories",
            rows: [
                Row(text: "Checkmark", accessory: .checkmark), Row(text: "Detail button", accessory: .detailButton),
                Row(text: "Detail disclosure", accessory: .detailDisclosureButton),
            ]),
    ]

    /// A navigation controller titled "Settings" over a table of `style` on an iPhone 14 Pro.
    static func table(_ style: UITableView.Style, dark: Bool = false) -> LayoutScene {
        let controller = Controller(style: style, sections: sections)
        controller.title = "Settings"
        let navigation = UINavigationController(rootViewController: controller)
        let window = BarScenes.window(.iPhone14Pro, dark: dark, root: navigation)
        return LayoutScene(title: "Table", window: window, namedViews: [("table", controller.tableView)])
    }
}
