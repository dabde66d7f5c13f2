/// Decodes image references: an image named by an attribute (`image="photo"`, with
/// `catalog="system"` for an SF Symbol) or an `<imageReference image= catalog=>` element.
struct ImageReferenceDecoder {
    let context: DecodingContext

    /// An image named by attribute `attribute`, a system image when the element has `catalog="system"`.
    func attributeImage(_ node: XMLNode, _ attribute: String) -> ImageReference? {
        node[attribute].map { ImageReference(name: $0, isSystemImage: node["catalog"] == "system") }
    }

    /// `<imageReference image= catalog=>`.
    func imageReference(_ node: XMLNode) -> ImageReference? {
        guard let name = node["image"] else {
            context.warn("<imageReference> has no image; ignored", about: node)
            return nil
        }
        return ImageReference(name: name, isSystemImage: node["catalog"] == "system")
    }
}
