import Foundation
import LayoutSpec
import OpenUIKit
import Testing

/// Rows that differ: `rows.content` gives each row's labels their texts, and self-sizing rows
/// are as tall as their own texts need.
@MainActor @Suite struct TableRowContentTests {
    static let example = examplesDirectory.appendingPathComponent("table-self-sizing-cells.yaml")

    /// How many lines a label wraps `text` onto at `width`: words placed greedily, a line as wide
    /// as the text measurer says its characters are.
    static func lineCount(_ text: String, font: UIFont, width: CGFloat) -> Int {
        var lines = 1
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || TextMeasurement.measurer.width(of: candidate, font: font) <= width {
                line = candidate
            } else {
                lines += 1
                line = String(word)
            }
        }
        return lines
    }

    /// `lines` lines of `font`, rounded up to the 2× pixel grid, as a label's height is.
    static func height(lines: Int, font: UIFont) -> CGFloat {
        (CGFloat(lines) * font.lineHeight * 2).rounded(.up) / 2
    }

    @Test func selfSizingRowsAreAsTallAsTheirTextsMeasuredLines() throws {
        let model = try ScreenSpecLoader.model(contentsOf: Self.example)
        guard case .tableView(let content) = model.controller.kind,
            case .tableView(let tableModel) = content.view.kind
        else {
            Issue.record("the example's controller is not a table view controller")
            return
        }
        let rows = try #require(tableModel.rows?.content.map(\.texts))
        let screen = try ScreenSpecLoader.load(contentsOf: Self.example)
        let table = try #require(screen.view(named: "table") as? UITableView)
        let font = UIFont.systemFont(ofSize: 17)
        // The post's label runs from the picture (10 + 60 + 6) to 10 points before the edge.
        let width: CGFloat = 375 - 76 - 10
        let oneLine = Self.height(lines: 1, font: font)
        #expect(oneLine == 20.5)
        var lineCounts: [Int] = []
        var top: CGFloat = 0
        for (row, texts) in rows.enumerated() {
            let lines = Self.lineCount(try #require(texts["contentLabel"]), font: font, width: width)
            lineCounts.append(lines)
            let expected = 10 + oneLine + 6 + Self.height(lines: lines, font: font) + 6 + oneLine + 10
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(abs(rect.height - expected) < 0.001, "row \(row): \(lines) lines")
            #expect(abs(rect.minY - top) < 0.001, "row \(row)")
            top += expected
        }
        #expect(lineCounts == [1, 2, 3, 4, 1], "the example shows posts of one to four lines")
        #expect(abs(table.contentSize.height - top) < 0.001)
    }

    @Test func eachCellShowsItsRowsTextsAndTheTemplatesForTheRest() throws {
        let yaml = """
            device: iPhone8
            controller:
              class: UITableViewController
              name: table
              view:
                rows:
                  count: 3
                  cell:
                    subviews:
                      - {name: title, class: UILabel, text: Title}
                      - {name: detail, class: UILabel, text: Detail}
                    constraints:
                      - title.top == contentView.top + 4
                      - detail.top == title.bottom
                  content:
                    - {title: First}
                    - {title: Second, detail: Two}
            """
        let screen = try ScreenSpecLoader.load(yaml: yaml, fileName: "rows.yaml")
        let table = try #require(screen.view(named: "table") as? UITableView)
        table.layoutIfNeeded()
        let shown = (0..<3).map { row -> [String?] in
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            let labels = cell?.contentView.subviews.compactMap { $0 as? UILabel } ?? []
            return labels.map(\.text)
        }
        #expect(shown == [["First", "Detail"], ["Second", "Two"], ["Title", "Detail"]])
    }

    @Test func contentRoundTripsAndGivesTheCountWhenNoneIsSet() throws {
        let yaml = """
            device: iPhone8
            controller:
              class: UITableViewController
              name: table
              view:
                rows:
                  cell:
                    subviews:
                      - {name: title, class: UILabel}
                  content:
                    - {title: First}
                    - {title: Second}
            """
        let model = try ScreenSpecLoader.model(yaml: yaml, fileName: "rows.yaml")
        guard case .tableView(let content) = model.controller.kind, case .tableView(let table) = content.view.kind
        else {
            Issue.record("not a table view controller")
            return
        }
        #expect(table.rows?.count == 2)
        #expect(table.rows?.content == [.init(texts: ["title": "First"]), .init(texts: ["title": "Second"])])
        let written = try model.yaml()
        #expect(written.contains("content:\n"), "\(written)")
        #expect(try ScreenSpecLoader.model(yaml: written, fileName: "rows.yaml") == model)
    }

    @Test func contentNamesOnlyTheCellsLabelsAndFitsTheCount() {
        func spec(_ rows: String) -> String {
            "device: iPhone8\ncontroller:\n  class: UITableViewController\n  name: table\n  view:\n    rows:\n" + rows
        }
        let cell =
            "      cell:\n        subviews:\n          - {name: title, class: UILabel}\n          - {name: box}\n"
        #expect(
            loadError(spec(cell + "      content:\n        - {box: Text}\n"))
                == "bad.yaml:12:12: error: unknown key 'box' in a row of 'content'; expected one of: title")
        #expect(
            loadError(spec("      count: 1\n" + cell + "      content:\n        - {title: A}\n        - {title: B}\n"))
                == "bad.yaml:13:9: error: 'content' gives 2 rows but 'count' is 1")
        #expect(
            loadError(spec("      content:\n        - {title: A}\n"))
                == "bad.yaml:8:9: error: 'content' sets the texts of the labels of a 'cell', and there is none")
    }
}
