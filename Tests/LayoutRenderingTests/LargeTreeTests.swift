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

    /// `containers` rows of `each` views side by side, every view placed by four constraints.
    private func wideScene(containers: Int, each: Int) -> LayoutScene {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var named: [(String, UIView)] = []
        for row in 0..<containers {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 375, height: 20))
            controller.view.addSubview(container)
            for column in 0..<each {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(column) * 1.5),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 1.5),
                    view.heightAnchor.constraint(equalTo: container.heightAnchor),
                ])
                named.append(("r\(row)c\(column)", view))
            }
        }
        window.layoutIfNeeded()
        return LayoutScene(
            title: "\(containers) × \(each) views", summary: nil, window: window, namedViews: named, namedGuides: [])
    }

    @Test func twoThousandSiblingsInTenContainersLayOutRenderAndReport() throws {
        let scene = wideScene(containers: 10, each: 200)
        let table = FrameTable(scene)
        #expect(table.views.count == 2_000)
        let last = try #require(table.views.last)
        #expect(last.name == "r9c199")
        let frame = last.frameInWindow
        #expect([frame.x, frame.y, frame.width, frame.height] == [298.5, 180, 1.5, 20])
        #expect(SVGRenderer().render(scene).components(separatedBy: "<rect").count > 2_000)
        let explanation = try #require(LayoutExplanation(viewNamed: "r9c199", in: scene))
        #expect(explanation.components.map(\.value) == [298.5, 0, 1.5, 20])
        #expect(!LayoutCheck(scene, messages: []).hasProblems)
    }
}
