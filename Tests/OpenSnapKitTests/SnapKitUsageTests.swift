import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// Code shaped like SnapKit's documentation: it compiles with only the import changed and lays
/// out as SnapKit promises.
@MainActor @Suite struct SnapKitUsageTests {
    @MainActor final class ViewController {
        let view = makeRoot()
        lazy var box = UIView()
        var topConstraint: Constraint?

        func viewDidLoad() {
            view.addSubview(box)
            box.snp.makeConstraints { (make) -> Void in
                make.width.height.equalTo(50)
                make.center.equalTo(self.view)
            }
        }
    }

    @Test func boxInTheCenter() {
        let controller = ViewController()
        controller.viewDidLoad()
        controller.view.layoutIfNeeded()
        expectFrame(controller.box, 162.5, 308.5, 50, 50)
    }

    @Test func documentedForms() {
        let superview = makeRoot()
        let padded = addView(to: superview), smaller = addView(to: superview), margined = addView(to: superview)
        padded.snp.makeConstraints { (make) -> Void in
            make.edges.equalTo(superview).inset(UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        }
        smaller.snp.makeConstraints { (make) -> Void in
            make.size.equalTo(superview).offset(-50)
            make.center.equalTo(superview).offset(-5)
        }
        margined.snp.makeConstraints { (make) -> Void in
            make.left.greaterThanOrEqualTo(superview.snp.leftMargin)
            make.left.equalTo(superview.snp.left).offset(4).priority(.low)
            make.top.equalTo(superview.snp.top).offset(20)
            make.size.greaterThanOrEqualTo(CGSize(width: 10, height: 20))
            make.size.equalTo(0).priority(.low)
        }
        superview.layoutIfNeeded()
        expectFrame(padded, 20, 20, 335, 627)
        expectFrame(smaller, 20, 20, 325, 617)
        expectFrame(margined, 8, 20, 10, 20)
    }

    /// SnapKit's `updateConstraints()` pattern: the first pass makes the constraints, later
    /// passes change their constants.
    final class ButtonView: UIView {
        let button = UIView()
        var buttonSize = CGSize(width: 100, height: 40)

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(button)
        }

        required init?(coder: NSCoder) { nil }

        override func updateConstraints() {
            button.snp.updateConstraints { (make) -> Void in
                make.center.equalTo(self)
                make.width.equalTo(buttonSize.width).priority(250)
                make.height.equalTo(buttonSize.height).priority(250)
                make.width.lessThanOrEqualTo(self)
                make.height.lessThanOrEqualTo(self)
            }
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsInUpdateConstraints() {
        let root = ButtonView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.layoutIfNeeded()
        expectFrame(root.button, 137.5, 313.5, 100, 40)
        root.buttonSize = CGSize(width: 500, height: 60)
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        expectFrame(root.button, 0, 303.5, 375, 60)
        #expect(root.constraints.count == 4 && root.button.constraints.count == 2)
    }
}
