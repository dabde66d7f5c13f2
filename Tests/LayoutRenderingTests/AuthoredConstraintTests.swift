import Foundation
import LayoutRendering
import OpenUIKit
import Testing

/// Reports and overlays show the author's constraints by who made them, not by identifier: an
/// author's `UIView-mine` stays, a stack view's and the engine's own constraints do not.
@MainActor @Suite struct AuthoredConstraintTests {
    @Test func authorsConstraintNamedLikeUIKitsStaysVisible() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        window.addSubview(stack)
        let mine = box.widthAnchor.constraint(equalToConstant: 100)
        mine.identifier = "UIView-mine"
        let authored = [
            mine,
            box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            stack.topAnchor.constraint(equalTo: box.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ]
        NSLayoutConstraint.activate(authored)
        window.layoutIfNeeded()
        let scene = LayoutScene(title: "Names", window: window, namedViews: [("box", box), ("stack", stack)])
        let shown = scene.authoredConstraints
        #expect(shown.contains { $0 === mine })
        #expect(Set(shown.map(ObjectIdentifier.init)) == Set(authored.map(ObjectIdentifier.init)))
        #expect(scene.equation(of: mine) == "box.width == 100 \"UIView-mine\"")
    }
}
