/// Decodes geometry elements: rectangles, sizes, points, insets and autoresizing masks.
struct GeometryDecoder {
    let context: DecodingContext

    /// `<rect x= y= width= height=>`; `nil` (with a warning) when a value is missing or not a number.
    func rect(_ node: XMLNode) -> IBRect? {
        guard let x = required(node, "x"), let y = required(node, "y"), let width = required(node, "width"),
            let height = required(node, "height")
        else { return nil }
        return IBRect(x: x, y: y, width: width, height: height)
    }

    /// `<size width= height=>`.
    func size(_ node: XMLNode) -> IBSize? {
        guard let width = required(node, "width"), let height = required(node, "height") else { return nil }
        return IBSize(width: width, height: height)
    }

    /// `<point x= y=>`.
    func point(_ node: XMLNode) -> IBPoint? {
        guard let x = required(node, "x"), let y = required(node, "y") else { return nil }
        return IBPoint(x: x, y: y)
    }

    /// `<edgeInsets top= left= bottom= right=>` or `<inset minX= minY= maxX= maxY=>`.
    func edgeInsets(_ node: XMLNode) -> EdgeInsets? {
        if node.name == "inset" {
            guard let left = required(node, "minX"), let top = required(node, "minY"),
                let right = required(node, "maxX"), let bottom = required(node, "maxY")
            else { return nil }
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        guard let top = required(node, "top"), let left = required(node, "left"),
            let bottom = required(node, "bottom"), let right = required(node, "right")
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `<directionalEdgeInsets top= leading= bottom= trailing=>`.
    func directionalEdgeInsets(_ node: XMLNode) -> DirectionalEdgeInsets? {
        guard let top = required(node, "top"), let leading = required(node, "leading"),
            let bottom = required(node, "bottom"), let trailing = required(node, "trailing")
        else { return nil }
        return DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// `<autoresizingMask flexibleMinX= widthSizable= flexibleMaxX= flexibleMinY= heightSizable= flexibleMaxY=>`.
    func autoresizingMask(_ node: XMLNode) -> AutoresizingMask {
        AutoresizingMask(
            flexibleLeftMargin: context.bool(node, "flexibleMinX") ?? false,
            flexibleWidth: context.bool(node, "widthSizable") ?? false,
            flexibleRightMargin: context.bool(node, "flexibleMaxX") ?? false,
            flexibleTopMargin: context.bool(node, "flexibleMinY") ?? false,
            flexibleHeight: context.bool(node, "heightSizable") ?? false,
            flexibleBottomMargin: context.bool(node, "flexibleMaxY") ?? false)
    }

    /// `<extendedEdge top= left= bottom= right=>`; no attributes is no edges.
    func edges(_ node: XMLNode) -> RectEdges {
        RectEdges(
            top: context.bool(node, "top") ?? false, left: context.bool(node, "left") ?? false,
            bottom: context.bool(node, "bottom") ?? false, right: context.bool(node, "right") ?? false)
    }

    /// A number attribute that must be there; a warning naming it when missing or not a number.
    private func required(_ node: XMLNode, _ attribute: String) -> Double? {
        guard let value = node[attribute] else {
            context.warn("<\(node.name) key=\"\(node.key ?? "")\"> has no \(attribute); ignored", about: node)
            return nil
        }
        return context.number(value, attribute, node)
    }
}
