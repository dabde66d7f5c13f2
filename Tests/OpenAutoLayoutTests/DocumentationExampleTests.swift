import OpenAutoLayout
import Testing

/// The examples of the OpenAutoLayout documentation catalog's getting-started article, so that
/// the frames it prints stay true.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func anchorsPinABoxInsideItsRoot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 64),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 64, width: 335, height: 44))
    }

    @Test func aPreferredWidthGivesWayToARequiredMaximum() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        let preferredWidth = banner.widthAnchor.constraint(equalToConstant: 400)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferredWidth,
            banner.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
            banner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            banner.topAnchor.constraint(equalTo: root.topAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 20, y: 0, width: 335, height: 50))
    }

    @Test func aVisualFormatRowSharesTheWidthBetweenTwoViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let left = UIView(), right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["left": left, "right": right]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[left]-8-[right(==left)]-20-|", options: [.alignAllTop],
                metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-100-[left(30)]", options: [], metrics: nil, views: views)
                + [right.heightAnchor.constraint(equalTo: left.heightAnchor)])
        root.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 20, y: 100, width: 163.5, height: 30))
        #expect(right.frame == CGRect(x: 191.5, y: 100, width: 163.5, height: 30))
    }
}
