import ArgumentParser
import Foundation
import LayoutPlayground

/// `openautolayout serve [--port 8080] [--host 127.0.0.1] [SPEC…]`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the playground: a web page to toggle a screen's settings and watch its layout.",
        discussion: """
            Pick an example (every spec of the examples directory) or one of the SPEC files, a \
            device, an orientation and an iOS version; toggle bars, controller and view \
            properties and constraints, and see the picture, the frames and what moved. Runs \
            until interrupted (Ctrl-C). The page and its API are described in docs/playground.md.

            Example:
              openautolayout serve --port 8080 Examples/extended-layout-table-translucent-bar.yaml
              (then open http://127.0.0.1:8080/)
            """)

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on; the default keeps the page on this machine.")
    var host: String = "127.0.0.1"

    @Option(help: "The directory of example specs offered by name.")
    var examples: String = "Examples"

    @Argument(help: "More spec files to offer, by their file names.")
    var specs: [String] = []

    @MainActor func run() async throws {
        guard (0...65535).contains(port) else { throw CommandFailure.report("--port must be 0 to 65535, not \(port)") }
        let library: ExampleLibrary
        do {
            library = try ExampleLibrary(directory: examples, files: specs)
        } catch {
            throw CommandFailure.report(error.message)
        }
        if library.entries.isEmpty {
            throw CommandFailure.report("no specs to serve: \(examples) holds none and no SPEC was given")
        }
        let server = PlaygroundServer(playground: Playground(library: library), host: host, port: port)
        let host = host
        do {
            try await server.run { port in
                let line = "Playground at http://\(host):\(port)/ (\(library.entries.count) specs); Ctrl-C stops it.\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        } catch {
            throw CommandFailure.report("cannot serve on \(host):\(port): \(error)")
        }
    }
}
