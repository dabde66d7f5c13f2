import Foundation
import LayoutSpec
import Testing

/// The package's root directory, found from this file's path.
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let examplesDirectory = packageDirectory.appendingPathComponent("Examples")

/// The error loading `text` gives, as its one-line description; nil when it loads.
@MainActor
func loadError(_ text: String, file: String = "bad.yaml") -> String? {
    do {
        _ = try ScreenSpecLoader.load(yaml: text, fileName: file)
        return nil
    } catch {
        return error.description
    }
}
