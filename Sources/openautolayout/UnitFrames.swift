import Foundation
import LayoutRendering
import LayoutSpec

/// The frames of storyboard and xib units as JSON: for every unit laid out, its id, and each
/// view of its tree with its Interface Builder id, class, frame in its superview's coordinates
/// (a root view's where the canvas stores it: LaidOutUnit.canvasFrame(of:)) and the frame the
/// document stores.
@MainActor
struct UnitFrames {
    struct Document: Encodable {
        var units: [Unit]
    }

    struct Unit: Encodable {
        var file: String
        var id: String
        var name: String?
        var kind: String
        var `class`: String
        var device: String
        var orientation: String
        var views: [View]
    }

    struct View: Encodable {
        var id: String
        var `class`: String
        var frame: Frame
        var hidden: Bool
        /// The frame the document stores; left out when it stores none.
        var storedFrame: Frame?
    }

    struct Frame: Encodable {
        var x: Double, y: Double, width: Double, height: Double

        init(_ rect: CGRect) {
            (x, y, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }

        init(_ rect: ScreenModel.Rect) {
            (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
        }
    }

    let document: Document

    init(_ screens: [ScreenLoading.Loaded]) {
        document = Document(
            units: screens.compactMap { loaded in
                guard let laidOut = loaded.unit else { return nil }
                let unit = laidOut.unit
                return Unit(
                    file: unit.model.location?.file ?? "", id: unit.id, name: unit.name, kind: unit.kind.rawValue,
                    class: unit.className, device: unit.model.device.rawValue,
                    orientation: unit.model.orientation.rawValue,
                    views: laidOut.views.map { id, view in
                        View(
                            id: id, class: laidOut.className(of: view), frame: Frame(laidOut.canvasFrame(of: view)),
                            hidden: view.isHidden, storedFrame: laidOut.storedFrame(ofID: id).map(Frame.init))
                    })
            })
    }

    /// Pretty-printed with sorted keys, as `frames --json` prints specs.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The line that heads a unit's table: `Profile.storyboard Prf-Vc-001: scene
    /// ProfileViewController on iPhone8, portrait`.
    static func heading(_ loaded: ScreenLoading.Loaded) -> String {
        guard let unit = loaded.unit?.unit else { return loaded.scene.title }
        let name = unit.name.map { " (\($0))" } ?? ""
        return "\(loaded.scene.title)\(name): \(unit.kind.rawValue) \(unit.className) on "
            + "\(unit.model.device.rawValue), \(unit.model.orientation.rawValue)"
    }
}
