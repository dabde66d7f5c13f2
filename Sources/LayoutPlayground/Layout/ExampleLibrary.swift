import Foundation

/// The specs the server offers by name: every `.yaml` / `.json` file of an examples directory
/// (as the gallery shows them), then the files given to `serve`.
package struct ExampleLibrary: Sendable {
    /// One spec the page can pick.
    package struct Entry: Codable, Equatable, Sendable {
        /// The file name without its extension: what `example=` takes.
        package var name: String
        /// Where the file is.
        package var path: String
    }

    /// The specs, in the order the page lists them.
    package var entries: [Entry]

    /// The specs of `directory` (when it exists) by name, then `files`; a file whose name an
    /// earlier entry has already taken is left out, and so is a file of `directory` that is a
    /// symbolic link to somewhere outside it: no request can make the server read a file the
    /// person serving did not offer.
    package init(directory: String?, files: [String] = []) throws(PlaygroundError) {
        var paths: [String] = []
        if let directory, FileManager.default.fileExists(atPath: directory) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw PlaygroundError("cannot read the examples directory \(directory)")
            }
            paths += names.filter(Self.isSpec).sorted().map { (directory as NSString).appendingPathComponent($0) }
                .filter { Self.isInside(directory, $0) }
        }
        for file in files {
            guard FileManager.default.isReadableFile(atPath: file) else { throw PlaygroundError("cannot read \(file)") }
            paths.append(file)
        }
        var entries: [Entry] = []
        for path in paths {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if !entries.contains(where: { $0.name == name }) { entries.append(Entry(name: name, path: path)) }
        }
        self.entries = entries
    }

    /// The text of the spec called `name`.
    func text(of name: String) throws(PlaygroundError) -> (text: String, path: String) {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw PlaygroundError(status: 404, "no example named '\(name)'; see /api/examples for the names")
        }
        guard let text = try? String(contentsOfFile: entry.path, encoding: .utf8) else {
            throw PlaygroundError(status: 404, "cannot read \(entry.path)")
        }
        return (text, entry.path)
    }

    /// Whether `path`, its symbolic links followed, lies in `directory`.
    private static func isInside(_ directory: String, _ path: String) -> Bool {
        let folder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        return file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func isSpec(_ name: String) -> Bool {
        ["yaml", "yml", "json"].contains((name as NSString).pathExtension.lowercased())
    }
}
