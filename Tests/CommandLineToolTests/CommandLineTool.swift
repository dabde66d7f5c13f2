import Foundation
import XCTest

/// Runs the `openautolayout` binary that `swift build` put next to the test bundle.
enum CommandLineTool {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The directory of the built products (where the test bundle and the executable are).
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("no .xctest bundle")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// Runs the tool with `arguments` in `directory` and waits for it.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("openautolayout")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary directory of spec files, removed by the test's teardown.
struct SpecDirectory {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("openautolayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Small specs in the format of docs/spec-format.md.
enum Specs {
    /// The first scene of the article "UIView margins": blue fills an iPhone 8's screen with margins 50; orange fills
    /// blue's margins (the status bar adds 20 at the top).
    static let margins = """
        name: margins
        description: Orange fills blue's layout margins.
        device: iPhone8
        systemVersion: 11
        controller:
          name: main
          view:
            color: white
            subviews:
              - name: blue
                color: blue
                layoutMargins: 50
                constraints:
                  - blue.edges == superview
                subviews:
                  - name: orange
                    color: orange
                    constraints:
                      - orange.top == blue.topMargin
                      - orange.bottom == blue.bottomMargin
                      - orange.left == blue.leftMargin
                      - orange.right == blue.rightMargin
        """

    /// Two required widths that cannot both hold, and a view whose x nothing decides.
    static let conflict = """
        name: conflict
        device: iPhone8
        systemVersion: 11
        controller:
          name: main
          view:
            color: white
            subviews:
              - name: box
                color: red
              - name: loose
                color: green
        constraints:
          - box.top == superview.top + 40
          - box.left == superview.left + 20
          - box.height == 50
          - box.width == 100
          - box.width == 150
          - loose.top == box.bottom + 8
          - loose.width == 50
          - loose.height == 20
        """

    /// Not a spec: a view of a class that does not exist.
    static let unknownClass = """
        name: broken
        device: iPhone8
        controller:
          name: main
          view:
            subviews:
              - name: box
                class: UIFrobnicator
        """
}
