import Foundation
import OpenUIKit
import Testing

/// A window on `device`, showing `root`, laid out.
@discardableResult
@MainActor
func show(
    _ root: UIViewController, on device: DeviceProfile = .iPhone8, orientation: UIInterfaceOrientation = .portrait,
    systemVersion: Double = 17
) -> UIWindow {
    let window = UIWindow(screen: UIScreen(device: device, orientation: orientation, systemVersion: systemVersion))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A view with a fixed intrinsic content size, standing in for a label or an image view.
@MainActor final class ContentView: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A table view controller with `rows` rows of plain cells.
@MainActor final class RowsController: UITableViewController {
    var rows = 30

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
}

/// A plain controller whose root view holds one subview pinned to view.topAnchor and one to
/// topLayoutGuide.bottomAnchor (the second half of the article "Extended layout, visualised").
@MainActor final class PinnedController: UIViewController {
    let pinnedToView = UIView()
    let pinnedToGuide = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [pinnedToView, pinnedToGuide] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
            NSLayoutConstraint.activate([
                subview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                subview.widthAnchor.constraint(equalToConstant: 100),
                subview.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        pinnedToView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        pinnedToGuide.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
    }
}

/// `value` on a screen with `scale` pixels per point: at the nearest pixel, halves away from
/// zero, as UIKit places edges that constraints compute (PixelGrid).
@MainActor func onPixelGrid(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}
