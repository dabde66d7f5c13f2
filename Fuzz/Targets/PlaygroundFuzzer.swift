import Foundation
import LayoutSpec

// Fuzzes what the playground decodes from a request, without a server (this file is compiled
// with the playground's state and layout sources; see Tools/fuzz.sh). The first byte's low two
// bits pick:
// - 0: a query string read into a `PlaygroundState`, which must write back to a query that
//   reads to the same state;
// - 1: a state as JSON, which must encode and decode to the same state;
// - 2, 3: a request to the layout, explain, SVG or spec route (the byte's next two bits),
//   answered with a value (the layout's report must encode as the JSON API's answer) or a
//   `PlaygroundError` with a 4xx status.
// Example names are those of the repository's Examples directory.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlayground(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let selector = Int(input.byte())
    let text = input.remainingText()
    switch selector % 4 {
    case 0: checkQuery(text)
    case 1: checkJSON(Data(text.utf8))
    default:
        MainActor.assumeIsolated { checkRoutes(text, route: selector / 4 % 4) }
    }
    return 0
}

private func checkQuery(_ text: String) {
    let state: PlaygroundState
    do {
        state = try PlaygroundState(query: text)
    } catch {
        checkRefusal(error)
        return
    }
    let written = state.query
    do {
        let reread = try PlaygroundState(query: written)
        precondition(reread == state, "the query \(written) reads to \(reread), not \(state)")
    } catch {
        preconditionFailure("the state's own query \(written) does not read: \(error.message)")
    }
}

private func checkJSON(_ data: Data) {
    guard let state = try? JSONDecoder().decode(PlaygroundState.self, from: data) else { return }
    do {
        let encoded = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(PlaygroundState.self, from: encoded)
        precondition(decoded == state, "the state \(state) decodes back as \(decoded)")
    } catch {
        preconditionFailure("the state \(state) does not survive JSON: \(error)")
    }
}

@MainActor private let playground: Playground = {
    do {
        return Playground(library: try ExampleLibrary(directory: "Examples"))
    } catch {
        preconditionFailure("run the playground fuzzer from the repository's root: \(error)")
    }
}()

@MainActor
private func checkRoutes(_ query: String, route: Int) {
    LayoutDiagnostics.sink = { _ in }
    do {
        switch route {
        case 0:
            let report = try playground.layout(query)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            do {
                _ = try encoder.encode(report)
            } catch {
                preconditionFailure("the layout's report does not encode as JSON: \(error)")
            }
        case 1: _ = try playground.explain(query)
        case 2: _ = try playground.svg(query)
        default: _ = try playground.spec(query)
        }
    } catch {
        checkRefusal(error)
    }
}

private func checkRefusal(_ error: PlaygroundError) {
    precondition((400..<500).contains(error.status), "a refusal with status \(error.status): \(error.message)")
    precondition(!error.message.isEmpty, "a refusal without a message")
}
