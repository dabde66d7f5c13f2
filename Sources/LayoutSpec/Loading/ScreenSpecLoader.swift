import Foundation
import Yams

/// The spec front-end: reads screen specs (YAML, or JSON, which is YAML too) into
/// ``ScreenModel``s and, through ``ScreenBuilder``, into laid-out windows. The format is
/// docs/spec-format.md; every problem is a ``SpecError`` naming the file, line and column.
@MainActor
public enum ScreenSpecLoader {
    /// The names `device:` takes (`iPhone4s`, `iPhoneSE1` …), in the order of the device table (docs/reference/bars-and-controllers.md#devices).
    public static var deviceNames: [String] { ScreenModel.Device.allCases.map(\.rawValue) }

    /// The names `orientation:` takes.
    public static var orientationNames: [String] { ScreenModel.Orientation.allCases.map(\.rawValue) }

    /// Loads and lays out the spec in the file at `url`; errors name the file as
    /// `url.relativePath`.
    public static func load(contentsOf url: URL) throws(SpecError) -> LoadedScreen {
        let file = url.relativePath
        return try ScreenBuilder.build(try model(text: try text(of: url), fileName: file), fileName: file)
    }

    /// Loads and lays out a spec from its text; `fileName` is what errors name (its last path
    /// component without the extension is the screen's name when the spec has none).
    public static func load(yaml text: String, fileName: String) throws(SpecError) -> LoadedScreen {
        try ScreenBuilder.build(try model(yaml: text, fileName: fileName), fileName: fileName)
    }

    /// Reads the spec in the file at `url` into a model; errors name the file as
    /// `url.relativePath`.
    public static func model(contentsOf url: URL) throws(SpecError) -> ScreenModel {
        try model(text: try text(of: url), fileName: url.relativePath)
    }

    /// Reads a spec's text into a model whose elements keep their places in `fileName`.
    public nonisolated static func model(yaml text: String, fileName: String) throws(SpecError) -> ScreenModel {
        try model(text: text, fileName: fileName)
    }

    private nonisolated static func model(text: String, fileName: String) throws(SpecError) -> ScreenModel {
        try ScreenReader(file: fileName).read(try compose(text, fileName: fileName))
    }

    private static func text(of url: URL) throws(SpecError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SpecError(
                file: url.relativePath, line: 1, column: 1,
                message: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// The YAML document of `text`, or the parser's complaint at its position.
    nonisolated static func compose(_ text: String, fileName: String) throws(SpecError) -> Node {
        func failure(_ mark: Mark?, _ message: String) -> SpecError {
            SpecError(file: fileName, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
        }
        func failure(_ location: SourceLocation?, _ message: String) -> SpecError {
            SpecError(file: fileName, line: location?.line ?? 1, column: location?.column ?? 1, message: message)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                let while_ = context.map { " (\($0.text) that starts at \($0.mark.line):\($0.mark.column))" } ?? ""
                throw failure(mark, "invalid YAML: \(problem)\(while_)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
                throw failure(context.mark, "invalid YAML: the mapping that starts here repeats the key \(keys)")
            case .reader(let problem, let offset, _, _):
                throw failure(offset.map { location(atCharacterOffset: $0, in: text) }, "invalid YAML: \(problem)")
            default:
                throw failure(nil as Mark?, "invalid YAML: \(error)")
            }
        } catch {
            throw failure(nil as Mark?, "invalid YAML: \(error)")
        }
        guard let node else {
            throw failure(nil as Mark?, "the spec is empty; expected a mapping with at least a 'controller'")
        }
        return node
    }

    private nonisolated static func location(atCharacterOffset offset: Int, in text: String) -> SourceLocation {
        let prefix = text.prefix(offset)
        let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = prefix.reversed().prefix { $0 != "\n" }.count + 1
        return SourceLocation(line: line, column: column)
    }
}
