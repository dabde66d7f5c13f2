/// Element names the decoders recognise beyond views and view controllers.
enum KnownElements {
    /// Top-level objects that are neither views, controllers nor placeholders; kept as
    /// ``IBOtherObject`` without a warning.
    static let otherObjects: Set<String> = [
        "customObject", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "pongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer", "hoverGestureRecognizer", "searchDisplayController", "barButtonItem",
        "navigationItem", "tabBarItem", "menu", "command", "window", "collectionViewFlowLayout",
    ]

    /// Elements Interface Builder writes whose content the model does not keep (colors, runtime
    /// attributes, accessibility, text input traits, editor bookkeeping, …). A decoder that meets
    /// one it does not read skips it silently; any other unread element gets a warning.
    static let ignored: Set<String> = [
        "color", "nil", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "accessibility",
        "accessibilityTraits", "textInputTraits", "point", "dataDetectorType", "date", "locale", "real", "integer",
        "boolean", "string", "mutableString", "size", "inset", "edgeInsets", "directionalEdgeInsets", "rect",
        "imageReference", "attributedString", "preferredSymbolConfiguration", "blurEffect", "vibrancyEffect",
        "collectionViewFlowLayout", "collectionViewLayout", "collectionViewCompositionalLayout", "gestureRecognizers",
        "segments", "segment", "keyCommands", "textAttributes", "navigationBarAppearance", "toolbarAppearance",
        "tabBarAppearance", "fontDescription", "font", "designables", "designable", "customFonts", "classes",
        "mutableData", "autoresizingMask", "offsetWrapper", "value", "pointerStyle",
        "backgroundConfiguration", "contentConfiguration", "listContentConfiguration", "paragraphStyle",
        "tabStops", "textTab", "options", "array", "dictionary", "animations", "cellLayoutGuide", "attributes",
        "deployment", "development", "plugIn", "capability", "adaptation", "image", "systemColor", "namedColor",
        "toolbarItems",
        "splitViewMasterSimulatedSizeMetrics", "splitViewDetailSimulatedSizeMetrics", "items", "wkWebViewConfiguration",
    ]
}
