import InterfaceBuilder

/// Resolves a document's size-class variations for one trait collection: which views and
/// constraints are installed, and which attributes, fonts and frames the variations set.
///
/// A view's `<variation key="default">` lists what the base ("any width, any height")
/// configuration leaves out; every other variation whose width and height classes match the
/// traits (a missing class matches both) includes or excludes items, and may set attributes.
/// Variations apply from the least to the most specific: width only, then height only, then
/// both; a later one wins. The base configuration itself (``anyWidthAnyHeight``) applies none.
struct SizeClassFilter {
    /// The width class; nil for any width, which only variations that name no width match.
    let horizontal: SizeClass?
    /// The height class; nil for any height.
    let vertical: SizeClass?

    /// The traits `device` has in `orientation`.
    init(device: ScreenModel.Device, orientation: ScreenModel.Orientation) {
        let profile = ScreenBuilder.deviceProfile(device)
        let turned = ScreenBuilder.orientation(orientation)
        horizontal = profile.horizontalSizeClass(in: turned) == .regular ? .regular : .compact
        vertical = profile.verticalSizeClass(in: turned) == .regular ? .regular : .compact
    }

    private init(horizontal: SizeClass?, vertical: SizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The "any width, any height" configuration: the document as stored, without variations.
    static let anyWidthAnyHeight = SizeClassFilter(horizontal: nil, vertical: nil)

    /// The variations of `variations` that apply, least specific first.
    func applicable(_ variations: [IBVariation]) -> [IBVariation] {
        variations.enumerated()
            .filter { !$0.element.isDefault && matches($0.element.traits) }
            .sorted { (specificity($0.element.traits), $0.offset) < (specificity($1.element.traits), $1.offset) }
            .map(\.element)
    }

    /// Whether the item `id` (a view or constraint, stored as `installed` or not) is installed,
    /// given the masks (`subviews` or `constraints`) of the view that holds it.
    func isInstalled(_ id: String?, stored installed: Bool, mask key: String, holder: IBView?) -> Bool {
        guard let id, let holder else { return installed }
        var result = installed
        if holder.variations.first(where: \.isDefault)?.mask(key)?.excluded.contains(id) == true { result = false }
        for variation in applicable(holder.variations) {
            guard let mask = variation.mask(key) else { continue }
            if mask.included.contains(id) { result = true }
            if mask.excluded.contains(id) { result = false }
        }
        return result
    }

    /// The attributes the applicable variations set, the most specific winning.
    func attributes(_ variations: [IBVariation]) -> [String: String] {
        applicable(variations).reduce(into: [:]) { result, variation in
            result.merge(variation.attributes) { $1 }
        }
    }

    /// The font the most specific applicable variation sets, if any.
    func font(_ variations: [IBVariation]) -> FontDescription? {
        applicable(variations).compactMap(\.font).last
    }

    /// The frame the most specific applicable variation sets, if any.
    func frame(_ variations: [IBVariation]) -> IBRect? {
        applicable(variations).compactMap(\.frame).last
    }

    private func matches(_ traits: TraitCondition) -> Bool {
        (traits.widthClass == nil || traits.widthClass == horizontal)
            && (traits.heightClass == nil || traits.heightClass == vertical)
    }

    private func specificity(_ traits: TraitCondition) -> Int {
        switch (traits.widthClass, traits.heightClass) {
        case (nil, nil): 0
        case (_?, nil): 1
        case (nil, _?): 2
        case (_?, _?): 3
        }
    }
}
