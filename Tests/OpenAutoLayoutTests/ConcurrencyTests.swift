import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Code written for iOS, with its `@MainActor` annotations, compiles and runs: main-actor
/// controllers and functions that build and lay out views, and view subclasses written as in
/// UIKit, where views are main-actor isolated as they are here.
@MainActor final class MainActorCard: UIView {
    var laidOut = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
    }
}

@MainActor
final class CardController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = MainActorCard(frame: .zero)

    func viewDidLoad() {
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.topAnchor.constraint(equalTo: view.topAnchor),
            card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}

@MainActor @Suite struct ConcurrencyTests {
    @MainActor @Test func mainActorControllerCompilesAndRuns() {
        let controller = CardController()
        controller.viewDidLoad()
        controller.view.layoutIfNeeded()
        expectFrame(controller.card, 0, 0, 50, 30)
    }

    @MainActor @Test func mainActorCodeCompilesAndRuns() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = MainActorCard(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor),
            card.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(card.laidOut == 1)
        expectFrame(card, 0, 0, 100, 30)
    }

    /// Code outside the main actor reaches views as iOS code does: by hopping to the main actor,
    /// or by asserting it when it knows it runs there.
    @Test func nonisolatedCodeReachesViewsThroughTheMainActor() async {
        let width = await Self.layOutOffTheMainActor()
        #expect(abs(width - 80) < 0.001)
        let asserted = Self.widthOfLaidOutChild(assumingMainActor: ())
        #expect(abs(asserted - 80) < 0.001)
    }

    nonisolated static func layOutOffTheMainActor() async -> CGFloat {
        await MainActor.run { layOutChild() }
    }

    nonisolated static func widthOfLaidOutChild(assumingMainActor: Void) -> CGFloat {
        MainActor.assumeIsolated { layOutChild() }
    }

    static func layOutChild() -> CGFloat {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return child.frame.width
    }
}
