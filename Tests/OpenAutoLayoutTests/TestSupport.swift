import Foundation
import OpenAutoLayout
import Testing

/// Replaces every stand-in address (`0x7f…`, `0x6000…`) with `0x…`, so texts can be compared
/// whatever else the process created before.
@MainActor func normalizeAddresses(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
        if text[index...].hasPrefix("0x") {
            result += "0x…"
            index = text.index(index, offsetBy: 2)
            while index < text.endIndex, text[index].isHexDigit { index = text.index(after: index) }
        } else {
            result.append(text[index])
            index = text.index(after: index)
        }
    }
    return result
}

/// A root view of an iPhone 8 screen (375 × 667) and a constrained subview factory.
@MainActor
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
func makeConstrainedView(in superview: UIView, name: String? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    superview.addSubview(view)
    return view
}

/// A view with a fixed intrinsic content size, like a label with fixed text.
@MainActor final class ContentView: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// Collects diagnostics sent to the sink for the current task.
final class MessageLog: Sendable {
    private let stored = Locked<[String]>([])

    var messages: [String] { stored.current }

    func append(_ message: String) { stored.withLock { $0.append(message) } }
}
