import InterfaceBuilder

/// The container controllers a storyboard puts a scene in: the navigation controller whose
/// root it is or onto whose stack a push (or show) segue from a scene in it puts it, and the tab
/// bar controller that has it (or its navigation controller) as a tab; outermost last.
///
/// A relationship segue wins over a push, unless the document names the push among its
/// `inferredMetricsTieBreakers` (the segue Interface Builder draws the scene by); a scene reached
/// only by presentation, an embed or a show from outside a navigation stack is shown on its own,
/// full screen, and so is a navigation controller reached by a show, which UIKit never pushes,
/// and a scene whose tie breaker is a presentation of it.
struct ContainerFinder {
    /// One container around a scene.
    struct Level {
        enum Kind {
            /// A navigation controller showing the last of `stack` (controller ids, root first).
            case navigation(stack: [String])
            /// A tab bar controller showing tab `index`.
            case tabs(index: Int)
        }

        var controller: IBViewController
        var kind: Kind
    }

    let document: IBDocument

    /// The containers of the controller with `id`, innermost first.
    func containers(of id: String) -> [Level] {
        containers(of: id, visited: [])
    }

    private func containers(of id: String, visited: Set<String>) -> [Level] {
        guard !visited.contains(id) else { return [] }
        let visited = visited.union([id])
        // UIKit pushes no navigation controller onto a stack: a show of one is a presentation.
        let isPushable = document.viewControllers.first { $0.id == id }?.kind != .navigationController
        if isPushable, let source = tieBreakingPushSource(of: id) { return pushed(id, from: source, visited: visited) }
        if tieBreakerPresents(id) { return [] }
        for controller in document.viewControllers {
            let children = controller.childIDs
            switch controller.kind {
            case .navigationController where children.first == id:
                return [Level(controller: controller, kind: .navigation(stack: [id]))]
                    + containers(of: controller.id ?? "", visited: visited)
            case .tabBarController:
                if let index = children.firstIndex(of: id) {
                    return [Level(controller: controller, kind: .tabs(index: index))]
                        + containers(of: controller.id ?? "", visited: visited)
                }
            default: break
            }
        }
        guard isPushable, let source = pushSource(of: id) else { return [] }
        return pushed(id, from: source, visited: visited)
    }

    /// The containers of `id` pushed onto the navigation stack of the controller `source`: the
    /// stack of the navigation controller nearest around it, whatever containers lie between
    /// (UIKit's `navigationController`: a tab bar controller passes a show on to the navigation
    /// controller it is in), which `id` then fills.
    private func pushed(_ id: String, from source: String, visited: Set<String>) -> [Level] {
        let levels = containers(of: source, visited: visited)
        guard let index = levels.firstIndex(where: { if case .navigation = $0.kind { true } else { false } }),
            case .navigation(let stack) = levels[index].kind
        else { return [] }
        var navigation = levels[index]
        navigation.kind = .navigation(stack: stack + [id])
        return [navigation] + levels[(index + 1)...]
    }

    /// The id of the controller whose push or show segue to `id` the document names as a tie
    /// breaker.
    private func tieBreakingPushSource(of id: String) -> String? {
        let breakers = Set(document.inferredMetricsTieBreakers)
        guard !breakers.isEmpty else { return nil }
        return document.viewControllers.first { controller in
            controller.sceneSegues.contains {
                $0.destination == id && ($0.kind == .show || $0.kind == .push) && breakers.contains($0.id ?? "")
            }
        }?.id
    }

    /// Whether the document names a presentation of `id` (a modal segue to the scene itself) as
    /// a tie breaker: Interface Builder then draws the scene as that segue presents it, on its
    /// own, though a container has it too. A storyboard of Xcode 11.4 whose detail scene is both
    /// a navigation controller's root and presented full screen, the presentation its tie
    /// breaker, stores a stack pinned 20 points below the safe area's top at y = 64 on the
    /// 6.1-inch screen: no navigation bar above it.
    private func tieBreakerPresents(_ id: String) -> Bool {
        let breakers = Set(document.inferredMetricsTieBreakers)
        guard !breakers.isEmpty else { return false }
        return document.viewControllers.contains { controller in
            controller.sceneSegues.contains {
                $0.destination == id && ($0.kind == .presentation || $0.kind == .modal)
                    && breakers.contains($0.id ?? "")
            }
        }
    }

    /// The id of the first controller with a push or show segue to `id` (from itself or from
    /// its scene: a button, a cell, a bar button item).
    private func pushSource(of id: String) -> String? {
        document.viewControllers.first { controller in
            controller.sceneSegues.contains { $0.destination == id && ($0.kind == .show || $0.kind == .push) }
        }?.id
    }
}
