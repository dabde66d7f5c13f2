import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `openautolayout serve` as a person starts it: it says where it listens, answers there, stops
/// cleanly on SIGTERM, and refuses what it cannot serve in one line.
final class ServeCommandTests: XCTestCase {
    func testServeAnswersOnThePortItPrintsAndStopsOnSIGTERM() throws {
        let directory = try SpecDirectory(["margins.yaml": Specs.margins])
        defer { directory.remove() }
        let process = Process()
        process.executableURL = CommandLineTool.productsDirectory.appendingPathComponent("openautolayout")
        process.arguments = ["serve", "--port", "0", "--examples", directory.url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        let address = try XCTUnwrap(text.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
        XCTAssertTrue(text.hasSuffix("(1 specs); Ctrl-C stops it.\n"), text)

        let (status, body) = try Self.get(URL(string: "\(address)api/examples")!)
        XCTAssertEqual(status, 200)
        XCTAssertTrue(body.contains(#""examples":["margins"]"#), body)

        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testServeRefusesAPortOutOfRangeAndAnEmptyLibrary() throws {
        let port = try CommandLineTool.run(["serve", "--port", "70000"])
        XCTAssertEqual(port.status, 2)
        XCTAssertEqual(port.standardError, "error: --port must be 0 to 65535, not 70000\n")
        let empty = try CommandLineTool.run(["serve", "--examples", "/nonexistent-examples"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(
            empty.standardError, "error: no specs to serve: /nonexistent-examples holds none and no SPEC was given\n")
        let missing = try CommandLineTool.run(["serve", "--examples", "/nonexistent-examples", "/nonexistent.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "error: cannot read /nonexistent.yaml\n")
    }

    /// A GET and its status and body, waiting for the answer.
    private static func get(_ url: URL) throws -> (Int, String) {
        final class Box: @unchecked Sendable {
            var status = 0
            var body = ""
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: url) { data, response, _ in
            box.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            box.body = String(decoding: data ?? Data(), as: UTF8.self)
            done.signal()
        }.resume()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        return (box.status, box.body)
    }
}
