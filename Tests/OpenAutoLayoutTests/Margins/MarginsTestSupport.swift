import Foundation
import OpenAutoLayout
import Testing

/// A 375 × 667 root view hosted like a view controller's view on an iPhone 8 in portrait: the
/// host gives it the status bar's 20 pt as its safe area.
@MainActor func makeHostedRoot(
    width: CGFloat = 375, height: CGFloat = 667,
    safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.hostSafeAreaInsets = safeArea
    return root
}

/// The `TestView` of the article "UIView margins": logs its safe-area insets and layout margins, as UIKit prints them,
/// every time it lays out its subviews.
@MainActor final class InsetsLoggingView: UIView {
    var printed: [(safeArea: String, margins: String)] = []
    var safeAreaChanges = 0
    var marginChanges = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        printed.append((safeAreaInsets.description, layoutMargins.description))
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }

    /// What the last layoutSubviews printed.
    var lastSafeArea: String? { printed.last?.safeArea }
    var lastMargins: String? { printed.last?.margins }
}

@MainActor
func makeLoggingView(in superview: UIView, name: String) -> InsetsLoggingView {
    let view = InsetsLoggingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    superview.addSubview(view)
    return view
}

/// Pins all four edges of `view` to `other` (Masonry's `make.edges.mas_equalTo(other)`).
@MainActor
func pinEdges(_ view: UIView, to other: UIView) {
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: other.topAnchor),
        view.leftAnchor.constraint(equalTo: other.leftAnchor),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        view.rightAnchor.constraint(equalTo: other.rightAnchor),
    ])
}

/// Pins all four edges of `view` to the margin attributes of `other` (`mas_topMargin` …).
@MainActor
func pinEdgesToMargins(_ view: UIView, of other: UIView) {
    NSLayoutConstraint.activate([
        NSLayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal, toItem: other, attribute: .topMargin, multiplier: 1,
            constant: 0),
        NSLayoutConstraint(
            item: view, attribute: .bottom, relatedBy: .equal, toItem: other, attribute: .bottomMargin, multiplier: 1,
            constant: 0),
        NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .leftMargin, multiplier: 1,
            constant: 0),
        NSLayoutConstraint(
            item: view, attribute: .right, relatedBy: .equal, toItem: other, attribute: .rightMargin, multiplier: 1,
            constant: 0),
    ])
}
