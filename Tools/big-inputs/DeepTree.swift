// A chain of N views built in code (a spec cannot nest deeper than 1,000 levels), each placed
// by four constraints 0.05 points below its parent, in a window on an iPhone 8: built, laid out,
// described (frame table), rendered, explained and checked, one line of seconds per step.
// Tools/big-inputs.sh compiles it against the release modules:
//
//   DeepTree N
import Foundation
import LayoutRendering
import OpenUIKit

@main
struct DeepTree {
    @MainActor
    static func main() {
        let depth = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
        var clock = ContinuousClock.now
        func step(_ name: String) {
            let now = ContinuousClock.now
            let seconds = Double((now - clock).components.attoseconds) / 1e18 + Double((now - clock).components.seconds)
            print("deep \(depth) in code  \(name) \(String(format: "%.3f", seconds)) s")
            clock = now
        }
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
        step("build")
        window.layoutIfNeeded()
        step("layout")
        let scene = LayoutScene(
            title: "\(depth) levels", summary: nil, window: window, namedViews: [("deepest", parent)], namedGuides: [])
        let table = FrameTable(scene)
        step("frames")
        let svg = SVGRenderer().render(scene)
        step("render")
        let explanation = LayoutExplanation(viewNamed: "deepest", in: scene)
        step("explain")
        let check = LayoutCheck(scene, messages: [])
        step("check")
        let y = parent.convert(CGPoint.zero, to: nil).y
        print(
            "deep \(depth) in code  deepest y \(y), \(table.views.count) row, \(svg.utf8.count) bytes of SVG, "
                + "\(explanation?.components.count ?? 0) components, problems: \(check.hasProblems)")
    }
}
