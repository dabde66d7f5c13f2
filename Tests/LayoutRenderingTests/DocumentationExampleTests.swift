import Foundation
import LayoutRendering
import OpenUIKit
import Testing

/// The example of the LayoutRendering documentation catalog's landing page, so that what it
/// prints stays true.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func theLandingPageSceneIsDrawnListedExplainedAndChecked() throws {
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        let content = UIViewController()
        let root = content.view!
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.rootViewController = content
        window.makeKeyAndVisible()

        let scene = LayoutScene(title: "A box", window: window, namedViews: [("root", root), ("box", box)])
        let svg = SVGRenderer(overlays: [.margins, .safeArea]).render(scene)
        #expect(svg.hasPrefix("<svg"))
        #expect(FrameTable(scene).views.map(\.name) == ["root", "box"])
        let explanation = try #require(LayoutExplanation(viewNamed: "box", in: scene))
        #expect(explanation.text.contains("x = 16, determined by:"))
        #expect(box.frame == CGRect(x: 16, y: 40, width: 343, height: 100))
        #expect(!LayoutCheck(scene, messages: []).hasProblems)
    }
}
