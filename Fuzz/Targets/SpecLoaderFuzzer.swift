import LayoutSpec

// Fuzzes the YAML/JSON spec front-end: the bytes are a spec's text, read into a model and, when
// it reads, built into a window and laid out. Every failure must be a `SpecError` at a real
// place (line and column from 1) with a message; nothing may trap.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecLoader(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let text = input.remainingText()
    MainActor.assumeIsolated { loadSpec(text) }
    return 0
}

@MainActor
private func loadSpec(_ text: String) {
    LayoutDiagnostics.sink = { _ in }
    do {
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "fuzz.yaml")
        screen.window.layoutIfNeeded()
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "a spec error without a place: \(error)")
        precondition(!error.message.isEmpty, "a spec error without a message")
    }
}
