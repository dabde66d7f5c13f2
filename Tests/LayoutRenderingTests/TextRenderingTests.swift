import Foundation
import LayoutRendering
import XCTest

@testable import OpenUIKit

/// Labels' text in pictures, checked by value: each line's `x` is the label's frame plus the
/// alignment's offset and its `y` the frame's top plus the baseline OpenUIKit computed (to a
/// thousandth of a point); the lines are the label's wrapped lines; scroll views clip.
final class TextRenderingTests: XCTestCase {
    /// The positioned text elements (`<text>` of one line, `<tspan>` of several) drawn for the
    /// view named `name`: each one's x, y and characters.
    private func drawnLines(of name: String, in svg: String) throws -> [(x: CGFloat, y: CGFloat, text: String)] {
        let start = try XCTUnwrap(svg.range(of: "data-name=\"\(name)\""))
        let rest = svg[start.upperBound...]
        let end = rest.range(of: "</g>")?.lowerBound ?? rest.endIndex
        let pattern = try NSRegularExpression(pattern: #"<(?:text|tspan) x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>([^<]*)<"#)
        let group = String(rest[..<end])
        return pattern.matches(in: group, range: NSRange(group.startIndex..., in: group)).map { match in
            let field = { (index: Int) in String(group[Range(match.range(at: index), in: group)!]) }
            return (CGFloat(Double(field(1))!), CGFloat(Double(field(2))!), field(3))
        }
    }

    private func textAnchor(of name: String, in svg: String) throws -> String? {
        let start = try XCTUnwrap(svg.range(of: "data-name=\"\(name)\""))
        let rest = svg[start.upperBound...]
        guard let anchor = rest.range(of: "text-anchor=\"") else { return nil }
        return String(rest[anchor.upperBound...].prefix { $0 != "\"" })
    }

    func testALeftAlignedLineSitsAtTheFrameOriginOnTheFirstBaselineAnchor() throws {
        let (scene, label) = TextScenes.label("Hello, World")
        let svg = SVGRenderer().render(scene)
        let lines = try drawnLines(of: "label", in: svg)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines[0].text, "Hello, World")
        XCTAssertEqual(lines[0].x, label.frame.minX, accuracy: 0.001)
        XCTAssertEqual(lines[0].y, label.frame.minY + label.firstBaselineOffsetFromTop, accuracy: 0.001)
        XCTAssertEqual(lines[0].y, label.frame.maxY - label.lastBaselineOffsetFromBottom, accuracy: 0.001)
        XCTAssertEqual(try textAnchor(of: "label", in: svg), "start")
        XCTAssertTrue(svg.contains("font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"17\""))
    }

    func testALongLabelDrawsItsWrappedLinesOnItsBaselines() throws {
        // HarfBuzz widths of DejaVu Sans at 17 points: "The quick brown" 140.39, "The quick brown
        // fox" 171.72, "fox jumps over the" 159.65, "fox jumps over the lazy" 199.18.
        let (scene, label) = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 165) {
            $0.numberOfLines = 0
        }
        let lines = try drawnLines(of: "label", in: SVGRenderer().render(scene))
        XCTAssertEqual(lines.map(\.text), ["The quick brown", "fox jumps over the", "lazy dog"])
        XCTAssertEqual(label.renderedText?.lines, lines.map(\.text))
        let ascender = 17 * 1901 / 2048 as CGFloat
        let lineHeight = 17 * (1901 + 483) / 2048 as CGFloat
        let padding = (label.bounds.height - 3 * lineHeight) / 2
        XCTAssertEqual(label.bounds.height, 59.5, "3 × 19.7890625 rounded up to the 2× pixel grid")
        for (index, line) in lines.enumerated() {
            XCTAssertEqual(line.x, 20, accuracy: 0.001)
            XCTAssertEqual(line.y, 20 + padding + ascender + CGFloat(index) * lineHeight, accuracy: 0.001)
        }
        XCTAssertEqual(lines[0].y, label.frame.minY + label.firstBaselineOffsetFromTop, accuracy: 0.001)
        XCTAssertEqual(lines[2].y, label.frame.maxY - label.lastBaselineOffsetFromBottom, accuracy: 0.001)
    }

    func testATruncatedLabelEndsInAnEllipsisInItsFontAndColour() throws {
        let (scene, label) = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 150) {
            $0.font = .boldSystemFont(ofSize: 15)
            $0.textColor = .systemRed
        }
        let svg = SVGRenderer().render(scene)
        let lines = try drawnLines(of: "label", in: svg)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].text.hasSuffix("\u{2026}"), lines[0].text)
        XCTAssertEqual(lines[0].text, label.drawnLines[0].text)
        XCTAssertTrue(svg.contains("font-size=\"15\" font-weight=\"bold\" fill=\"#ff3b30\""), svg)
    }

    func testCentredTextIsAnchoredAtTheMiddleAndCentredVertically() throws {
        let (scene, label) = TextScenes.label("Auto Layout", width: 200, height: 60) { $0.textAlignment = .center }
        let svg = SVGRenderer().render(scene)
        let line = try XCTUnwrap(drawnLines(of: "label", in: svg).first)
        XCTAssertEqual(try textAnchor(of: "label", in: svg), "middle")
        XCTAssertEqual(line.x, label.frame.midX, accuracy: 0.001)
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(line.y, label.frame.minY + (60 - font.lineHeight) / 2 + font.ascender, accuracy: 0.001)
    }

    func testNaturalAlignmentIsRightInARightToLeftLayout() throws {
        let (scene, label) = TextScenes.label("Right to left", width: 200) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        let svg = SVGRenderer().render(scene)
        let line = try XCTUnwrap(drawnLines(of: "label", in: svg).first)
        XCTAssertEqual(try textAnchor(of: "label", in: svg), "end")
        XCTAssertEqual(line.x, label.frame.maxX, accuracy: 0.001)
        XCTAssertEqual(label.frame.maxX, 220, accuracy: 0.001)
    }

    func testABaselineConstraintIsDrawnFromTheLabelsBaseline() throws {
        let (scene, label) = TextScenes.label("Two\nlines") { $0.numberOfLines = 0 }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 4),
            box.leftAnchor.constraint(equalTo: label.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.window.layoutIfNeeded()
        let svg = SVGRenderer(overlays: .constraints).render(scene)
        let group = try XCTUnwrap(svg.range(of: "lastBaseline + 4\">"))
        let baseline = label.frame.maxY - label.lastBaselineOffsetFromBottom
        let line = try XCTUnwrap(svg[group.upperBound...].range(of: "<line x1=\"25\" y1=\""))
        let y1 = String(svg[line.upperBound...].prefix { $0 != "\"" })
        XCTAssertEqual(try XCTUnwrap(Double(y1)), Double(baseline), accuracy: 0.005)
        XCTAssertNotEqual(Double(y1), Double(label.frame.maxY), "not the label's bottom edge")
    }

    func testAButtonDrawsItsTitle() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        window.addSubview(button)
        window.layoutIfNeeded()
        let title = try XCTUnwrap(button.titleLabel)
        let svg = SVGRenderer().render(LayoutScene(title: "Button", window: window, namedViews: [("title", title)]))
        let line = try XCTUnwrap(drawnLines(of: "title", in: svg).first)
        XCTAssertEqual(line.text, "Continue")
        XCTAssertEqual(line.y, 20 + title.frame.minY + title.firstBaselineOffsetFromTop, accuracy: 0.001)
    }

    func testATextFieldDrawsItsPlaceholderInGreyInsideItsBorder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        window.addSubview(field)
        let svg = SVGRenderer().render(LayoutScene(title: "Field", window: window, namedViews: [("field", field)]))
        let line = try XCTUnwrap(drawnLines(of: "field", in: svg).first)
        XCTAssertEqual(line.text, "Email")
        XCTAssertEqual(line.x, 27, accuracy: 0.001)
        XCTAssertEqual(line.y, 20 + field.drawnLines[0].baseline, accuracy: 0.001)
        XCTAssertTrue(svg.contains("fill=\"#c4c4c7\""), svg)
    }

    func testAScrollViewClipsItsContentAndDrawsItAtItsContentOffset() throws {
        let (scene, scrollView) = TextScenes.scrolledContent()
        XCTAssertTrue(scrollView.clipsToBounds)
        let svg = SVGRenderer().render(scene)
        XCTAssertTrue(svg.contains("<clipPath id=\"clip1\">\n"), svg)
        XCTAssertTrue(svg.contains("<rect x=\"20\" y=\"40\" width=\"160\" height=\"120\"/>"), svg)
        // Content y 0, 130, 260 scrolled up by 100, inside a scroll view at y 40.
        XCTAssertTrue(svg.contains("<rect x=\"30\" y=\"-60\" width=\"140\" height=\"120\" fill=\"#ff3b30\">"), svg)
        XCTAssertTrue(svg.contains("<rect x=\"30\" y=\"70\" width=\"140\" height=\"120\" fill=\"#34c759\">"), svg)
        XCTAssertTrue(svg.contains("<rect x=\"30\" y=\"200\" width=\"140\" height=\"120\" fill=\"#007aff\">"), svg)
        let clipped = try XCTUnwrap(svg.range(of: "<g clip-path=\"url(#clip1)\">"))
        XCTAssertLessThan(clipped.lowerBound, try XCTUnwrap(svg.range(of: "data-name=\"band1\"")).lowerBound)
    }
}
