import OpenUIKit
import Testing

/// A self-sizing cell as iOS code writes one: content constrained inside `contentView`.
@MainActor final class TagCell: UICollectionViewCell {
    let tagView = UIImageView(image: UIImage(size: CGSize(width: 60, height: 20)))

    override init(frame: CGRect) {
        super.init(frame: frame)
        tagView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tagView)
        NSLayoutConstraint.activate([
            tagView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            tagView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            tagView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            tagView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor @Suite struct CollectionViewCellTests {
    @Test func contentViewFillsTheCell() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.layoutIfNeeded()
        expectRect(cell.contentView.frame, 0, 0, 100, 44)
        #expect(cell.contentView.superview === cell)
        #expect((cell as UICollectionReusableView).reuseIdentifier == nil)
        // The four pins are the content view's; the image view's size constraints its own.
        #expect(cell.contentView.constraints.count == 4)
    }

    @Test func cellSizesItselfFromItsContent() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        // 12 + 60 + 12 wide, 10 + 20 + 10 high.
        expectSize(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), 84, 40)
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        expectSize(fitted, 200, 40)
        cell.frame.size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        cell.layoutIfNeeded()
        expectRect(cell.tagView.frame, 12, 10, 60, 20)
    }
}
