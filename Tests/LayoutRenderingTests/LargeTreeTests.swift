import Foundation
import LayoutRendering
import OpenUIKit
import Testing

/// Trees far deeper and wider than any screen: every step from layout to the reports walks them
/// without recursion deep enough to exhaust a thread's stack, and the tree goes away cleanly.
@MainActor @Suite struct LargeTreeTests {
    /// `depth` views, each inset by a point from its parent, in a window on an iPhone 8.
    private func nestedScene(depth: Int) -> (scene: LayoutScene, deepest: UIView) {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var parent = controller.view!
        for _ in 0..<depth {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.05),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
            parent = child
        }
        window.layoutIfNeeded()
        let scene = LayoutScene(
            title: "\(depth) levels", summary: nil, window: window, namedViews: [("deepest", parent)], namedGuides: [])
        return (scene, parent)
    }

    @Test func tenThousandLevelsLayOutRenderAndReport() throws {
        let (scene, deepest) = nestedScene(depth: 10_000)
        // 0.05 points a level: 500 points down, snapped to the 2× grid at each level's edge.
        #expect(abs(deepest.convert(CGPoint.zero, to: nil).y - 500) < 0.5)
        let svg = SVGRenderer().render(scene)
        #expect(svg.components(separatedBy: "<rect").count > 10_000)
        #expect(FrameTable(scene).views.count == 1)
        let explanation = try #require(LayoutExplanation(viewNamed: "deepest", in: scene))
        #expect(explanation.components.count == 4)
        #expect(!LayoutCheck(scene, messages: []).hasProblems)
    }
}
