/// How views and constraints reach the engine of their tree, without a weak reference to it.
///
/// A weak reference moves its target's reference counts to a side table, after which every
/// retain and release of the target takes Swift's slow path; the engine is retained on every
/// `setNeedsLayout`, constant change and activation, so weak links to it cost about a tenth of
/// a relayout that moves every view. Instead each engine has one link that its views and
/// constraints hold strongly; the link names the engine until the engine goes away, and nil
/// after, which is what a weak reference would give.
@MainActor
final class EngineLink {
    /// Set by the engine's initializer and cleared by its deinitializer, so it never names an
    /// engine that is gone.
    private(set) unowned(unsafe) var engine: LayoutEngine?
    /// The environment's direction for the engine's tree as of its current pass
    /// (``LayoutEngine/environmentDirection``), kept here so that translating a leading or
    /// trailing constraint reads it through the view's link without retaining the engine; nil
    /// once the engine is gone.
    var environmentDirection: UIUserInterfaceLayoutDirection?

    func attach(_ engine: LayoutEngine, environmentDirection: UIUserInterfaceLayoutDirection) {
        self.engine = engine
        self.environmentDirection = environmentDirection
    }

    func engineDidGoAway() {
        engine = nil
        environmentDirection = nil
    }
}
