import ArgumentParser
import LayoutRendering

/// `--overlay margins,safe-area`: the overlays to draw. An unknown name is kept and reported
/// when the command runs, so the error reads as the tool's other errors do (one `error:` line,
/// status 2) rather than as ArgumentParser's usage error.
struct OverlayArgument: ExpressibleByArgument {
    private let parsed: Result<Overlays, RenderingError>

    init(argument: String) {
        parsed =
            argument.isEmpty ? .success([]) : Result { () throws(RenderingError) in try Overlays(parsing: argument) }
    }

    /// The overlays, or the command's failure for an unknown name.
    func overlays() throws -> Overlays {
        switch parsed {
        case .success(let overlays): return overlays
        case .failure(let error): throw CommandFailure.report(error.message)
        }
    }
}

extension Optional where Wrapped == OverlayArgument {
    /// No `--overlay`: no overlays.
    func overlays() throws -> Overlays { try self?.overlays() ?? [] }
}
