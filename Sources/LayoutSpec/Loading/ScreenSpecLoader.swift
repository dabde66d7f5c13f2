import Foundation
import Yams

/// Loads screen specs (YAML, or JSON, which is YAML too) into laid-out windows. The format is
/// docs/spec-format.md; every problem is a ``SpecError`` naming the file, line and column.
@MainActor
public enum ScreenSpecLoader {
    /// The names `device:` takes (`iPhoneSE1`, `iPhone8` …), in the order of the device table (docs/reference/bars-and-controllers.md#devices).
    public static var deviceNames: [String] { ScreenBuilder.devices.map(\.0) }

    /// The names `orientation:` takes.
    public static var orientationNames: [String] { ScreenBuilder.orientations.map(\.0) }

    /// Loads the spec in the file at `url`; errors name the file as `url.relativePath`.
    public static func load(contentsOf url: URL) throws(SpecError) -> LoadedScreen {
        let file = url.relativePath
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SpecError(
                file: file, line: 1, column: 1, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try load(yaml: text, fileName: file)
    }

    /// Loads a spec from its text; `fileName` is what errors name (its last path component
    /// without the extension is the screen's name when the spec has none).
    public static func load(yaml text: String, fileName: String) throws(SpecError) -> LoadedScreen {
        let root = try compose(text, fileName: fileName)
        let defaultName = ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
        let builder = ScreenBuilder(file: fileName, defaultName: defaultName)
        let messages = Locked<[String]>([])
        let collect: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        let result: Result<LoadedScreen, SpecError> = LayoutDiagnostics.withSink(collect) {
            do throws(SpecError) {
                return .success(try builder.build(root, diagnostics: { messages.current }))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The YAML document of `text`, or the parser's complaint at its position.
    static func compose(_ text: String, fileName: String) throws(SpecError) -> Node {
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

    private static func location(atCharacterOffset offset: Int, in text: String) -> SourceLocation {
        let prefix = text.prefix(offset)
        let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = prefix.reversed().prefix { $0 != "\n" }.count + 1
        return SourceLocation(line: line, column: column)
    }
}
