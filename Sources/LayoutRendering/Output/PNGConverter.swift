import Foundation

/// Turns SVG into PNG with librsvg's `rsvg-convert`, found on `PATH`. Foundation on Linux cannot
/// rasterise; rather than carry a renderer, this uses the system's when present and says how to
/// install it when not.
public struct PNGConverter: Sendable {
    /// The `rsvg-convert` executable.
    public let executable: URL

    /// The converter on `PATH`, or an error that says how to install it.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RenderingError) -> PNGConverter {
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return PNGConverter(executable: candidate)
            }
        }
        throw RenderingError(
            message:
                "writing PNG needs rsvg-convert, which is not installed (apt-get install librsvg2-bin); or write .svg")
    }

    /// A converter running the `rsvg-convert` at `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// Writes `svg` as a PNG file at `url`, `scale` pixels per point.
    public func convert(svg: String, to url: URL, scale: Double = 2) throws(RenderingError) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", "png", "--zoom", String(scale), "--output", url.path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw RenderingError(message: "could not run \(executable.path): \(error.localizedDescription)")
        }
        input.fileHandleForWriting.write(Data(svg.utf8))
        try? input.fileHandleForWriting.close()
        let errorOutput = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errorOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderingError(
                message: "rsvg-convert failed with status \(process.terminationStatus)"
                    + (detail.isEmpty ? "" : ": \(detail)"))
        }
    }
}
