import OpenUIKit

/// A header written as iOS code writes one: an avatar placed by constraints, a badge placed by
/// hand in `layoutSubviews`, and a height of its own.
@MainActor final class ProfileHeaderView: UIView {
    let avatarView = UIImageView(image: UIImage(named: "avatar"))
    let badgeView = UIView()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatarView)
        addSubview(badgeView)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        let avatar = avatarView.frame
        badgeView.frame = CGRect(x: avatar.maxX - 6, y: avatar.minY - 6, width: 12, height: 12)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 72)
    }
}
