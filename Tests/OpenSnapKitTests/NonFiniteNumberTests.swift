import Foundation
import OpenAutoLayout
import OpenSnapKit
import OpenUIKit
import Testing

/// Every public number that reaches layout, given NaN, +inf, -inf and 1e300 (docs/reliability.md,
/// *Non-finite numbers*). A non-finite number that reaches the engine stops the process with the
/// message UIKit gives for a constraint constant or multiplier that is not finite: at once for a
/// constraint's own numbers (anchors, SnapKit, VFL), at the next layout for a number the engine
/// turns into a constraint (frames, margins, insets, spacing, content size and offset, an
/// intrinsic size of +inf). A few inputs are limits rather than values and read a non-finite
/// number as no limit (fitting sizes, a label's widths), and an intrinsic size that is NaN or
/// negative is no intrinsic size. 1e300 is an ordinary number everywhere.
@MainActor @Suite struct NonFiniteNumberTests {
    nonisolated static let nonFinite: [Int] = [0, 1, 2]
    nonisolated static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300]

    /// A plain view the size of an iPhone 8's screen, in a window.
    private static func root() -> (window: UIWindow, root: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        return (window, root)
    }

    /// A subview of `root` placed by constraints only.
    private static func constrained(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    private static func pin(_ view: UIView, top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, size: CGFloat?) {
        var constraints = [view.topAnchor.constraint(equalTo: top), view.leadingAnchor.constraint(equalTo: leading)]
        if let size {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: size), view.heightAnchor.constraint(equalToConstant: size),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Origin and size as stored (a negative size stays negative).
    private static func numbers(_ rect: CGRect) -> [CGFloat] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    }

    final class Sized: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack of two 10 × 10 views; the frames of the stack and of its second view.
    private static func stack(_ configure: (UIStackView) -> Void) -> [CGFloat] {
        let (window, root) = root()
        let views = [Sized(), Sized()]
        for view in views { view.size = CGSize(width: 10, height: 10) }
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        pin(stack, top: root.topAnchor, leading: root.leadingAnchor, size: nil)
        window.layoutIfNeeded()
        return numbers(stack.frame) + numbers(views[1].frame)
    }

    /// Each case sets one number and lays out; it answers the frames that show the number's effect.
    nonisolated static let cases: [(name: String, largeResult: [CGFloat])] = [
        ("frame.origin.x", [1e300, 0, 10, 10]),
        ("frame.size.width", [0, 0, 1e300, 10]),
        ("frame set after adding", [0, 1e300, 10, 10]),
        ("bounds.size.width", [-5e299, -5, 1e300, 10]),
        ("center.x", [1e300, 0, 10, 10]),
        ("layoutMargins.top", [0, 1e300, 10, 0]),
        ("directionalLayoutMargins.leading", [1e300, 0, 0, 10]),
        ("additionalSafeAreaInsets.top", [0, 1e300, 10, 0]),
        ("UIStackView.spacing", [0, 0, 1e300, 10, 1e300, 0, 0, 10]),
        ("setCustomSpacing(_:after:)", [0, 0, 1e300, 10, 1e300, 0, 0, 10]),
        ("UIScrollView.contentOffset.y", [0, 1e300, 375, 667]),
        ("UIScrollView.contentSize.height", [0, 1e300, 10, 0]),
        ("constraint(equalTo:constant:)", [0, 1e300, 10, 0]),
        ("constraint(equalTo:multiplier:)", [0, 0, 3.7500000000000004e302, 10]),
        ("constraint(equalToSystemSpacingAfter:multiplier:)", [8e300, 0, 0, 10]),
        ("snp offset", [0, 1e300, 10, 0]),
        ("snp inset", [1e300, 1e300, -2e300, -2e300]),
        ("snp multipliedBy", [0, 0, 3.7500000000000004e302, 10]),
        ("VFL metric", [1e300, 0, 0, 0]),
    ]

    private static func run(_ index: Int, _ value: CGFloat) -> [CGFloat] {
        let (window, root) = root()
        switch index {
        case 0:
            let box = UIView(frame: CGRect(x: value, y: 0, width: 10, height: 10))
            root.addSubview(box)
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 1:
            let box = UIView(frame: CGRect(x: 0, y: 0, width: value, height: 10))
            root.addSubview(box)
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 2:
            let box = UIView()
            root.addSubview(box)
            box.frame = CGRect(x: 0, y: value, width: 10, height: 10)
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 3:
            let box = UIView()
            root.addSubview(box)
            box.bounds = CGRect(x: 0, y: 0, width: value, height: 10)
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 4:
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(box)
            box.center = CGPoint(x: value, y: 5)
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 5:
            root.layoutMargins = UIEdgeInsets(top: value, left: 8, bottom: 8, right: 8)
            let box = constrained(in: root)
            pin(box, top: root.layoutMarginsGuide.topAnchor, leading: root.leadingAnchor, size: nil)
            box.widthAnchor.constraint(equalToConstant: 10).isActive = true
            box.heightAnchor.constraint(equalToConstant: 0).isActive = true
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 6:
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: value, bottom: 8, trailing: 8)
            let box = constrained(in: root)
            pin(box, top: root.topAnchor, leading: root.layoutMarginsGuide.leadingAnchor, size: nil)
            box.widthAnchor.constraint(equalToConstant: 0).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 7:
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let box = constrained(in: controller.view)
            pin(
                box, top: controller.view.safeAreaLayoutGuide.topAnchor, leading: controller.view.leadingAnchor,
                size: nil)
            box.widthAnchor.constraint(equalToConstant: 10).isActive = true
            box.heightAnchor.constraint(equalToConstant: 0).isActive = true
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 8: return stack { $0.spacing = value }
        case 9: return stack { $0.setCustomSpacing(value, after: $0.arrangedSubviews[0]) }
        case 10:
            let scrollView = UIScrollView(frame: root.bounds)
            root.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 0, y: value)
            window.layoutIfNeeded()
            return numbers(scrollView.bounds)
        case 11:
            let scrollView = UIScrollView(frame: root.bounds)
            root.addSubview(scrollView)
            scrollView.contentSize = CGSize(width: 10, height: value)
            let box = constrained(in: scrollView)
            NSLayoutConstraint.activate([
                box.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 0),
            ])
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 12:
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: value),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 0),
            ])
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 13:
            let box = constrained(in: root)
            pin(box, top: root.topAnchor, leading: root.leadingAnchor, size: nil)
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 14:
            let first = constrained(in: root)
            let second = constrained(in: root)
            pin(first, top: root.topAnchor, leading: root.leadingAnchor, size: 0)
            NSLayoutConstraint.activate([
                second.topAnchor.constraint(equalTo: root.topAnchor),
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: value),
                second.widthAnchor.constraint(equalToConstant: 0), second.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            return numbers(second.frame)
        case 15:
            let box = UIView()
            root.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalTo(root).offset(value)
                make.left.equalTo(root)
                make.width.equalTo(10)
                make.height.equalTo(0)
            }
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 16:
            let box = UIView()
            root.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalTo(root).inset(value) }
            window.layoutIfNeeded()
            return numbers(box.frame)
        case 17:
            let box = UIView()
            root.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalTo(root)
                make.height.equalTo(10)
                make.width.equalTo(root).multipliedBy(value)
            }
            window.layoutIfNeeded()
            return numbers(box.frame)
        default:
            let box = constrained(in: root)
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-m-[box(0)]", options: [], metrics: ["m": value], views: ["box": box])
                    + [
                        box.topAnchor.constraint(equalTo: root.topAnchor),
                        box.heightAnchor.constraint(equalToConstant: 0),
                    ])
            window.layoutIfNeeded()
            return numbers(box.frame)
        }
    }

    nonisolated static let trapArguments: [(Int, Int)] = cases.indices.flatMap { c in nonFinite.map { (c, $0) } }

    @Test(arguments: trapArguments)
    func aNonFiniteNumberStopsTheProcessWithUIKitsMessage(_ index: Int, _ valueIndex: Int) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            [index, valueIndex] in
            await MainActor.run { _ = NonFiniteNumberTests.run(index, NonFiniteNumberTests.values[valueIndex]) }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains(" is not finite!  That's illegal.  "), "\(Self.cases[index].name)")
    }

    @Test(arguments: cases.indices)
    func aLargeFiniteNumberIsLaidOutAsDoubleArithmeticGives(_ index: Int) {
        #expect(Self.run(index, 1e300) == Self.cases[index].largeResult, "\(Self.cases[index].name)")
    }

    nonisolated static let intrinsicWidths: [CGFloat] = [.nan, -.infinity, 1e300]

    @Test(arguments: intrinsicWidths)
    func aNaNOrNegativeIntrinsicWidthIsNoIntrinsicWidth(_ value: CGFloat) {
        let (window, root) = Self.root()
        let box = Sized()
        box.size = CGSize(width: value, height: 10)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        Self.pin(box, top: root.topAnchor, leading: root.leadingAnchor, size: nil)
        window.layoutIfNeeded()
        #expect(Self.numbers(box.frame) == [0, 0, value == 1e300 ? 1e300 : 0, 10])
    }

    @Test func anIntrinsicSizeOfPositiveInfinityTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (window, root) = NonFiniteNumberTests.root()
                let box = Sized()
                box.size = CGSize(width: CGFloat.infinity, height: 10)
                box.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(box)
                NonFiniteNumberTests.pin(box, top: root.topAnchor, leading: root.leadingAnchor, size: nil)
                window.layoutIfNeeded()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf "))
    }

    @Test(arguments: values)
    func fittingTargetsAndLabelWidthsReadANonFiniteNumberAsNoLimit(_ value: CGFloat) {
        let container = UIView()
        let content = Self.constrained(in: container)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: value, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: value.isFinite ? value : 0, height: 20))

        let label = UILabel()
        label.text = "Hello world"
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: value, height: value)) == label.sizeThatFits(.zero))
        label.preferredMaxLayoutWidth = value
        #expect(label.intrinsicContentSize == label.sizeThatFits(.zero))
    }

    @Test(arguments: values)
    func aScrollViewKeepsItsContentInsetAsGivenWithoutMovingItsContent(_ value: CGFloat) {
        let (window, root) = Self.root()
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scrollView.contentInset.top.bitPattern == value.bitPattern)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
