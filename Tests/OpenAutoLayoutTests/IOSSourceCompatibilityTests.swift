import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

// A view written the way iOS code is written, unchanged but for the import.

@MainActor final class BadgeView: UIView {
    private let iconView = UIView()
    private let titleView = IntrinsicBox(size: CGSize(width: 64, height: 18))
    private var iconWidthConstraint: NSLayoutConstraint!
    private(set) var framesSeen: [CGRect] = []

    var showsIcon = true {
        didSet {
            iconWidthConstraint.constant = showsIcon ? 24 : 0
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var frame: CGRect {
        didSet { framesSeen.append(frame) }
    }

    override var isHidden: Bool {
        didSet { alpha = isHidden ? 0 : 1 }
    }

    override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set { super.layoutMargins = newValue }
    }

    private func setUp() {
        backgroundColor = .systemBackground
        layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        [iconView, titleView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        iconWidthConstraint = iconView.widthAnchor.constraint(equalToConstant: 24)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            iconWidthConstraint,
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            titleView.leadingAnchor.constraint(equalToSystemSpacingAfter: iconView.trailingAnchor, multiplier: 1),
            titleView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleView.topAnchor.constraint(equalTo: margins.topAnchor),
            titleView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        titleView.setContentCompressionResistancePriority(.required, for: .horizontal)
        titleView.setContentHuggingPriority(UILayoutPriority(rawValue: 999), for: .vertical)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 26)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(size)
    }

    var iconFrame: CGRect { iconView.frame }
    var titleFrame: CGRect { titleView.frame }
}

@MainActor
final class IntrinsicBox: UIView {
    let size: CGSize
    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A view that draws itself, as iOS views do; nothing calls `draw(_:)` here.
@MainActor final class DrawnView: UIView {
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
    }
}

@MainActor @Suite struct IOSSourceCompatibilityTests {
    /// The usual way iOS code animates a constraint change: change the constant, then lay out
    /// inside an animation block. With no render server the block runs at once, so the frames
    /// are the end state's, and the completion runs with `true`.
    @Test func animatedConstraintChangesEndInTheirFinalFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = DrawnView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.contentMode = .redraw
        root.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 480)
        NSLayoutConstraint.activate([
            top, panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        expectFrame(panel, 0, 480, 320, 200)
        var finished: Bool?
        top.constant = 280
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { root.layoutIfNeeded() }, completion: { finished = $0 })
        expectFrame(panel, 0, 280, 320, 200)
        #expect(finished == true)
        UIView.performWithoutAnimation { panel.isHidden = true }
        #expect(panel.isHidden)
        panel.setNeedsDisplay()
        #expect(panel.drawCount == 0)
        #expect(panel.contentMode == .redraw && UIView.ContentMode.scaleAspectFill.rawValue == 2)
    }

    @Test func badgeSizesItselfFromItsConstraints() {
        let badge = BadgeView()
        let fitted = badge.sizeThatFits(.zero)
        // 8 + 24 + 8 + 64 + 8 wide; 4 + 18 + 4 high (the title hugs at 999 vertically).
        #expect(abs(fitted.width - 112) < 0.001 && abs(fitted.height - 26) < 0.001)
        badge.sizeToFit()
        badge.layoutIfNeeded()
        expectFrame(badge, 0, 0, 112, 26)
        expectRect(badge.iconFrame, 8, 1, 24, 24)
        expectRect(badge.titleFrame, 40, 4, 64, 18)
        badge.showsIcon = false
        #expect(abs(badge.sizeThatFits(.zero).width - 88) < 0.001)
        #expect(!badge.framesSeen.isEmpty)
        badge.isHidden = true
        #expect(badge.alpha == 0)
        #expect(badge.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }
}
