import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// In a required conflict UIKit keeps the constraints it made itself (a stack view's `UISV-…`,
/// autoresizing translations, a cell's size) and breaks the app's
/// (docs/reference/priorities.md#unsatisfiable-constraints). The log still lists the whole
/// minimal conflicting set.
@MainActor @Suite struct SystemConstraintConflictTests {
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ message: String) { lock.lock(); stored.append(message); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    }

    /// The line after "Will attempt to recover by breaking constraint" of the only message.
    private func brokenLine(_ messages: Messages) -> String? {
        guard messages.all.count == 1, let message = messages.all.first else { return nil }
        let lines = message.components(separatedBy: "\n")
        guard let index = lines.firstIndex(of: "Will attempt to recover by breaking constraint"),
            index + 1 < lines.count
        else { return nil }
        return lines[index + 1]
    }

    @Test func aRequiredImageSizeInAFillAlignedStackIsBrokenNotTheStacksAlignment() {
        // A 16 × 16 image (required) in a horizontal stack, alignment fill, 40 tall: the stack's
        // canvas connections stretch the image to 40, and the app's height of 16 is broken,
        // although the stack made its constraints after it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let image = UIImageView()
        image.accessibilityIdentifier = "icon"
        let stack = UIStackView(arrangedSubviews: [image])
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        let width = image.widthAnchor.constraint(equalToConstant: 16)
        let height = image.heightAnchor.constraint(equalToConstant: 16)
        NSLayoutConstraint.activate([width, height])
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) { root.layoutIfNeeded() }
        #expect(height.isBrokenByEngine)
        #expect(brokenLine(messages) == height.description)
        let log = messages.all.joined()
        #expect(log.contains("'UISV-canvas-connection'"))
        #expect(log.contains("UIStackView:0x") && log.contains(".height == 40"))
        expectFrame(image, 0, 0, 16, 40)
        expectFrame(stack, 10, 20, 16, 40)
    }

    @Test func aRequiredWidthInAFillEquallyStackIsBrokenNotTheStacksEqualWidths() {
        // A label given a required width of 40 in a fill-equally stack whose width leaves each
        // view 59.1 / 3 = 19.7: the app's width is broken, the stack's equal widths hold.
        let views = (0..<3).map { _ in UIView() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 59.1),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        let width = views[1].widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) { root.layoutIfNeeded() }
        #expect(width.isBrokenByEngine)
        #expect(brokenLine(messages) == width.description)
        #expect(messages.all.joined().contains("'UISV-fill-equally'"))
        // 19.7 per view; edges on the 2× pixel grid: 0, 19.5, 39.5, 59.
        expectFrame(views[0], 0, 0, 19.5, 20)
        expectFrame(views[1], 19.5, 0, 20, 20)
        expectFrame(views[2], 39.5, 0, 19.5, 20)
    }

    @Test func aRequiredHeightInASelfSizingCellIsBrokenNotTheCellsHeight() {
        // The classic self-sizing-cell log: content pinned top and bottom with a required
        // height of 100 in a cell the table makes 50 tall. The cell's height (here its
        // autoresizing translation, set after the app's constraints) is kept; the app's height
        // is broken.
        let cell = UITableViewCell()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            height,
        ])
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) { cell.layoutIfNeeded() }
        #expect(height.isBrokenByEngine)
        #expect(brokenLine(messages) == height.description)
        #expect(messages.all.joined().contains("NSAutoresizingMaskLayoutConstraint"))
        expectFrame(cell.contentView, 0, 0, 320, 50)
        expectFrame(content, 0, 0, 320, 50)
    }
}
