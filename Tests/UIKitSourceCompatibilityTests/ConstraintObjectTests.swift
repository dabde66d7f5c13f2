import OpenUIKit
import Testing

/// A constraint subclass declared outside the module, as apps declare them.
final class TaggedConstraint: NSLayoutConstraint {
    override var description: String {
        MainActor.assumeIsolated { "TaggedConstraint(\(constant))" }
    }
}

/// A controller in the iOS 7–10 mode, its content pinned under the top layout guide.
@MainActor final class LegacyGuideController: UIViewController {
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

@MainActor @Suite struct ConstraintObjectTests {
    @Test func subclassMadeWithTheItemInitializerKeepsItsClassAndEquation() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let width = TaggedConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 40)
        let leading = TaggedConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading,
            multiplier: 1, constant: 10)
        NSLayoutConstraint.activate([
            width, leading,
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        expectRect(box.frame, 10, 5, 40, 20)
        #expect(width.description == "TaggedConstraint(40.0)")
        #expect(container.constraints.contains { $0 === leading })
        #expect(box.constraints.contains { $0 === width })
        #expect(NSLayoutConstraint().firstItem == nil)
    }

    @Test func sizeConstraintWithoutSecondItemReadsBackNotAnAttribute() {
        let box = UIView()
        let height = NSLayoutConstraint(
            item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
            constant: 30)
        #expect(height.secondItem == nil)
        #expect(height.secondAttribute == .notAnAttribute)
        #expect(height.constant == 30)
    }

    @Test func constraintsAreObjectsWithIdentityEquality() {
        let box = UIView()
        let first = box.widthAnchor.constraint(equalToConstant: 10)
        let second = box.widthAnchor.constraint(equalToConstant: 10)
        let anything: Any = first
        #expect(anything as? NSObject === first)
        #expect(first.isEqual(first) && !first.isEqual(second))
        #expect(first.hash == first.hash)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test func layoutGuidesListTwoConstraintsEachInTheRootView() {
        let controller = LegacyGuideController()
        let window = UIWindow(screen: UIScreen(device: .iPhone8, systemVersion: 10))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let root = controller.view!
        let support = root.constraints.filter { $0.identifier == "_UILayoutSupportConstraint" }
        // UIKit: the top pin and the height of each guide, nothing more.
        #expect(support.count == 4)
        #expect(Set(support.map(\.firstAttribute)) == [.top, .bottom, .height])
        // The controller's own four, and nothing else.
        #expect(root.constraints.count == 8)
        #expect(controller.topLayoutGuide.length == 20)
        // Under the 20-point status bar, down to the bottom (no tab bar or toolbar).
        expectRect(controller.contentView.frame, 0, 20, 375, 647)
        #expect(!root.hasAmbiguousLayout && !controller.contentView.hasAmbiguousLayout)
    }

    @Test func stackViewsListOnlyUIKitsConstraints() {
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.layoutIfNeeded()
        // Fill with equal hugging: the first view stretches; no tie-break constraint is listed.
        #expect(!second.constraints.contains { $0.identifier == "UISV-fill-order" })
        #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.layoutIfNeeded()
        #expect(scroll.constraints.isEmpty)
    }
}
