import ArgumentParser
import Foundation
import LayoutSpec

/// The files the gallery shows: specs and Interface Builder documents named on the command
/// line, or found in folders (a folder's specs at its top level, its documents at any depth).
enum GallerySources {
    static let specExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Adds the file or folder `path`.
    static func add(_ path: String, specs: inout [String], documents: inout [String]) throws(ExitCode) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure.report("no such file or folder: \(path)")
        }
        if isDirectory.boolValue {
            try addFolder(path, specs: &specs, documents: &documents, role: "directory")
        } else if InterfaceBuilderLayout.fileExtensions.contains(Self.pathExtension(path)) {
            documents.append(path)
        } else {
            specs.append(path)
        }
    }

    /// Adds the examples directory `path`: its specs, and its storyboards and xibs if any.
    static func addExamples(_ path: String, specs: inout [String], documents: inout [String]) throws(ExitCode) {
        try addFolder(path, specs: &specs, documents: &documents, role: "examples directory")
    }

    private static func addFolder(
        _ path: String, specs: inout [String], documents: inout [String], role: String
    ) throws(ExitCode) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CommandFailure.report("cannot read the \(role) \(path): \(error.localizedDescription)")
        }
        let folderSpecs = names.filter { specExtensions.contains(Self.pathExtension($0)) }.sorted()
        let enumerator = FileManager.default.enumerator(atPath: path)
        let folderDocuments = (enumerator?.compactMap { $0 as? String } ?? []).filter {
            InterfaceBuilderLayout.fileExtensions.contains(Self.pathExtension($0))
        }.sorted()
        if folderSpecs.isEmpty, folderDocuments.isEmpty {
            throw CommandFailure.report("\(path) holds no .yaml or .json specs and no .storyboard or .xib files")
        }
        specs += folderSpecs.map { (path as NSString).appendingPathComponent($0) }
        documents += folderDocuments.map { (path as NSString).appendingPathComponent($0) }
    }

    private static func pathExtension(_ path: String) -> String { (path as NSString).pathExtension.lowercased() }
}
