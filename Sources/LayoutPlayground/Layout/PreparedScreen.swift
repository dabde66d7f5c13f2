import Foundation
import LayoutSpec

/// A state's spec read and edited, before any view exists: the spec's text found, read into a
/// model and the state's settings written in. None of it touches the main actor, so the server
/// does it before a request waits for the main actor, and a request whose spec or settings are
/// wrong is refused without waiting.
struct PreparedScreen: Sendable {
    /// The state the screen is for.
    let state: PlaygroundState
    /// The file name the spec is known by.
    let fileName: String
    /// The spec's model with the state's settings written in.
    let model: ScreenModel
    /// The model as the spec wrote it, when the settings changed it (to tell a problem of the
    /// spec from one of the settings when the screen is built).
    let unedited: ScreenModel?
    /// The spec: its own text when the state changes nothing, else the model written as YAML.
    let specText: String

    /// Reads `state`'s spec from `library` (or its own text) and writes the state's settings in.
    init(_ state: PlaygroundState, library: ExampleLibrary) throws(PlaygroundError) {
        self.state = state
        let original: String
        switch state.source {
        case .example(let name):
            (original, fileName) = try library.text(of: name)
        case .text(let text):
            (original, fileName) = (text, "spec.yaml")
        }
        let read = try Self.read(original, fileName: fileName)
        var model = read
        let overrides = SpecOverrides(state: state)
        if overrides.changesDocument {
            try overrides.apply(to: &model)
            specText = try Self.yaml(of: model)
            unedited = read
        } else {
            specText = original
            unedited = nil
        }
        self.model = model
    }

    private static func read(_ text: String, fileName: String) throws(PlaygroundError) -> ScreenModel {
        do {
            return try ScreenSpecLoader.model(yaml: text, fileName: fileName)
        } catch {
            throw PlaygroundError(error.description)
        }
    }

    private static func yaml(of model: ScreenModel) throws(PlaygroundError) -> String {
        do {
            return try model.yaml()
        } catch {
            throw PlaygroundError("cannot write this spec with the settings: \(error)")
        }
    }
}
