import OpenUIKit

/// A screen built in `viewDidLoad`, as iOS code builds one: a symbol image under the safe area,
/// and a tile whose side depends on the device.
@MainActor final class ProfileViewController: UIViewController {
    let iconView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let tileView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let side: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 120 : 60
        [iconView, tileView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            iconView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            tileView.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 8),
            tileView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            tileView.widthAnchor.constraint(equalToConstant: side),
            tileView.heightAnchor.constraint(equalTo: tileView.widthAnchor),
        ])
    }
}
