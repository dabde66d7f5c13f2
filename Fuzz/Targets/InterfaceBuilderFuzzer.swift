import InterfaceBuilder
import LayoutSpec

// Fuzzes the Interface Builder front-end: the bytes are a storyboard or xib. A document that
// parses is mapped into units and every unit (at most eight) is built and laid out, as the
// `openautolayout` commands do. Parse failures must be `IBParseError`s with a message, build
// failures `SpecError`s with a message; nothing may trap.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated { layOutDocument(bytes) }
    return 0
}

@MainActor
private func layOutDocument(_ bytes: Data) {
    LayoutDiagnostics.sink = { _ in }
    let document: IBDocument
    do {
        document = try IBDocument.parse(bytes, fileName: "fuzz.storyboard")
    } catch {
        precondition(!error.message.isEmpty, "a parse error without a message")
        return
    }
    for unit in InterfaceBuilderLayout.units(of: document).prefix(8) {
        do {
            let laidOut = try InterfaceBuilderLayout.layOut(unit)
            laidOut.screen.window.layoutIfNeeded()
        } catch {
            precondition(!error.message.isEmpty, "a build error without a message")
        }
    }
}
