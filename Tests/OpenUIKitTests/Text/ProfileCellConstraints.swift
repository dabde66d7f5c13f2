import OpenUIKit

/// The constraints of the profile cell of the article "Auto Layout with Masonry", written with
/// anchors: the image 10 from the content view's left, centred vertically and at least 10 from
/// its top and bottom; the name 6 right of the image and 10 from the top; the content below the
/// name (6) and the company below the content (6), 10 above the bottom; the name and the company
/// at least 10 from the right.
@MainActor
func profileCellConstraints(
    image: UIView, name: UIView, content: UIView, company: UIView, in contentView: UIView
) -> [NSLayoutConstraint] {
    [
        image.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 10),
        image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        image.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 10),
        image.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
        name.leftAnchor.constraint(equalTo: image.rightAnchor, constant: 6),
        name.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
        name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        content.leftAnchor.constraint(equalTo: name.leftAnchor),
        content.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 6),
        company.leftAnchor.constraint(equalTo: content.leftAnchor),
        company.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
        company.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 6),
        company.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ]
}
