import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// The self-sizing cell of the article "Auto Layout with Masonry": an image view, a one-line name
/// label, a multi-line content label and a company label, with the article's constraints
/// (Masonry's, written with anchors).
/// Here the cell's content view is a plain UIView measured with `systemLayoutSizeFitting` at the
/// table's width (320), which is what `UITableView.automaticDimension` does;
/// ``SelfSizingTableTests`` puts the same cell in a real table view.
///
/// Heights by hand from the system font's line (2444 / 2048 of the point size), rounded up to
/// the pixels of the default 2× screen: name bold 16 → 19.09375 → 19.5; content 14 per line
/// 16.70703125 (k lines: k × 16.70703125 rounded up to a half point); company 12 → 14.3203125
/// → 14.5; cell = 10 + 19.5 + 6 + content + 6 + 14.5 + 10, at least 10 + 60 + 10 for the image.
@MainActor @Suite struct SelfSizingCellTests {
    /// One content line per phrase: the phrase fits the content label's width, the phrase and
    /// the next word do not (checked with the oracle).
    static let phrase = "Constraints decide the frame."
    static let contentWidth: CGFloat = 320 - 10 - 60 - 6 - 10

    @MainActor final class Cell {
        let contentView = UIView()
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 60, height: 60)))
        let nameLabel = UILabel()
        let contentLabel = UILabel()
        let companyLabel = UILabel()

        /// `preferredWidth`: the way of the article "iOS layout summary" (preferredMaxLayoutWidth); otherwise the content
        /// label gets `right <= contentView.right - 10` and wraps by UIKit's two passes.
        init(preferredWidth: Bool) {
            nameLabel.font = UIFont.boldSystemFont(ofSize: 16)
            contentLabel.font = UIFont.systemFont(ofSize: 14)
            companyLabel.font = UIFont.systemFont(ofSize: 12)
            contentLabel.numberOfLines = 0
            nameLabel.text = "Lin Wei"
            companyLabel.text = "OpenAutoLayout Ltd."
            for view in [imageView, nameLabel, contentLabel, companyLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            var constraints = profileCellConstraints(
                image: imageView, name: nameLabel, content: contentLabel, company: companyLabel, in: contentView)
            if preferredWidth {
                contentLabel.preferredMaxLayoutWidth = SelfSizingCellTests.contentWidth
            } else {
                constraints.append(
                    contentLabel.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10))
            }
            NSLayoutConstraint.activate(constraints)
            for label in [nameLabel, companyLabel, contentLabel] {
                label.setContentHuggingPriority(.required, for: .vertical)
            }
        }

        func height(phrases: Int) -> CGFloat {
            contentLabel.text = Array(repeating: SelfSizingCellTests.phrase, count: phrases).joined(separator: " ")
            return contentView.systemLayoutSizeFitting(
                CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }

    private func requireOnePhrasePerLine() throws {
        let w = try FontOracle.widths(
            [SelfSizingCellTests.phrase, SelfSizingCellTests.phrase + " Constraints"], size: 14)
        try #require(w[0] <= SelfSizingCellTests.contentWidth && w[1] > SelfSizingCellTests.contentWidth)
    }

    @Test(arguments: [true, false])
    func cellHeightFollowsTheText(preferredWidth: Bool) throws {
        try requireOnePhrasePerLine()
        let cell = Cell(preferredWidth: preferredWidth)
        // 1 line: 16.70703125 → 17 → 83; 3 lines: 50.12109375 → 50.5 → 116.5;
        // 5 lines: 83.53515625 → 84 → 150.
        expectValue(cell.height(phrases: 1), 83)
        expectValue(cell.height(phrases: 3), 116.5)
        expectValue(cell.height(phrases: 5), 150)
    }

    /// In a layout pass the first measurement is unwrapped (636 points here), and the content
    /// label's width then competes with the image view's at equal compression resistance (750),
    /// a tie UIKit's engine resolves its own way too; the usual fix, a lower horizontal
    /// compression resistance on the multi-line label, makes it shrink to the available width,
    /// and the second pass wraps there.
    @Test func cellLaidOutInAWindowWrapsInTwoPasses() throws {
        try requireOnePhrasePerLine()
        let cell = Cell(preferredWidth: false)
        cell.contentLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        cell.contentLabel.text = Array(repeating: SelfSizingCellTests.phrase, count: 3).joined(separator: " ")
        let root = cell.contentView
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 116.5)
        root.layoutIfNeeded()
        let w = try FontOracle.widths([SelfSizingCellTests.phrase, "Lin Wei"], font: "DejaVu Sans", size: 14)
        expectFrame(cell.imageView, 10, pixelSnap((116.5 - 60) / 2), 60, 60)
        expectFrame(cell.contentLabel, 76, 35.5, pixelCeil(w[0]), 50.5)
        expectFrame(cell.companyLabel, 76, 92, cell.companyLabel.intrinsicContentSize.width, 14.5)
        #expect(cell.contentLabel.displayedLines.count == 3)
    }
}

/// The same cell in a real table view (`UITableView.automaticDimension`), now that tables are on
/// main: the rows' heights follow the content label's lines.
@MainActor @Suite struct SelfSizingTableTests {
    final class LabelCell: UITableViewCell {
        let cellImageView = UIImageView(image: UIImage(size: CGSize(width: 60, height: 60)))
        let nameLabel = UILabel()
        let contentLabel = UILabel()
        let companyLabel = UILabel()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            nameLabel.font = UIFont.boldSystemFont(ofSize: 16)
            contentLabel.font = UIFont.systemFont(ofSize: 14)
            companyLabel.font = UIFont.systemFont(ofSize: 12)
            contentLabel.numberOfLines = 0
            contentLabel.preferredMaxLayoutWidth = SelfSizingCellTests.contentWidth
            nameLabel.text = "Lin Wei"
            companyLabel.text = "OpenAutoLayout Ltd."
            for view in [cellImageView, nameLabel, contentLabel, companyLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate(
                profileCellConstraints(
                    image: cellImageView, name: nameLabel, content: contentLabel, company: companyLabel, in: contentView
                ))
            for label in [nameLabel, companyLabel, contentLabel] {
                label.setContentHuggingPriority(.required, for: .vertical)
            }
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Rows: UITableViewDataSource {
        let phrases = [1, 3, 5]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { phrases.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! LabelCell
            cell.contentLabel.text = Array(repeating: SelfSizingCellTests.phrase, count: phrases[indexPath.row])
                .joined(separator: " ")
            return cell
        }
    }

    @Test func rowsFollowTheText() throws {
        let w = try FontOracle.widths(
            [SelfSizingCellTests.phrase, SelfSizingCellTests.phrase + " Constraints"], size: 14)
        try #require(w[0] <= SelfSizingCellTests.contentWidth && w[1] > SelfSizingCellTests.contentWidth)
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: .plain)
        table.register(LabelCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = rows
        table.layoutIfNeeded()
        // 83, 116.5 and 150 tall (see SelfSizingCellTests).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 83))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 83, width: 320, height: 116.5))
        #expect(
            table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 199.5, width: 320, height: 150))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? LabelCell)
        expectFrame(cell.contentLabel, 76, 35.5, pixelCeil(w[0]), 50.5)
        withExtendedLifetime(rows) {}
    }
}
