import ArgumentParser
import Foundation
import LayoutRendering

/// Writes a command's result: to a file when one is named, otherwise to standard output.
enum OutputWriting {
    /// Writes `text` to `path`, or prints it when `path` is nil.
    static func write(_ text: String, to path: String?) throws(ExitCode) {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure.report("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Writes `svg` to `path` as SVG or, for a `.png` name, as PNG through rsvg-convert.
    static func writePicture(_ svg: String, to path: String, scale: Double) throws(ExitCode) {
        switch (path as NSString).pathExtension.lowercased() {
        case "svg":
            try write(svg, to: path)
        case "png":
            do {
                try PNGConverter.locate().convert(svg: svg, to: URL(fileURLWithPath: path), scale: scale)
            } catch {
                throw CommandFailure.report(error.message)
            }
        default:
            throw CommandFailure.report("cannot tell the format of \(path): name it .svg or .png")
        }
    }
}
