import Foundation
import LayoutRendering
import Testing

@testable import OpenUIKit

/// Labels' text in pictures, checked by value: each line's `x` is the label's frame plus the
/// alignment's offset and its `y` the frame's top plus the baseline OpenUIKit computed (to a
/// thousandth of a point); the lines are the label's wrapped lines; scroll views clip.
@MainActor @Suite struct TextRenderingTests {
    /// The positioned text elements (`<text>` of one line, `<tspan>` of several) drawn for the
    /// view named `name`: each one's x, y and characters.
    private func drawnLines(of name: String, in svg: String) throws -> [(x: CGFloat, y: CGFloat, text: String)] {
        let start = try #require(svg.range(of: "data-name=\"\(name)\""))
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
        let start = try #require(svg.range(of: "data-name=\"\(name)\""))
        let rest = svg[start.upperBound...]
        guard let anchor = rest.range(of: "text-anchor=\"") else { return nil }
        return String(rest[anchor.upperBound...].prefix { $0 != "\"" })
    }

    @Test func aLeftAlignedLineSitsAtTheFrameOriginOnTheFirstBaselineAnchor() throws {
        let (scene, label) = TextScenes.label("Hello, World")
        let svg = SVGRenderer().render(scene)
        let lines = try drawnLines(of: "label", in: svg)
        #expect(lines.count == 1)
        #expect(lines[0].text == "Hello, World")
        #expect(abs((lines[0].x) - (label.frame.minX)) <= 0.001)
        #expect(abs((lines[0].y) - (label.frame.minY + label.firstBaselineOffsetFromTop)) <= 0.001)
        #expect(abs((lines[0].y) - (label.frame.maxY - label.lastBaselineOffsetFromBottom)) <= 0.001)
        #expect(try textAnchor(of: "label", in: svg) == "start")
        #expect(svg.contains("font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"17\""))
    }

    @Test func aLongLabelDrawsItsWrappedLinesOnItsBaselines() throws {
        // HarfBuzz widths of DejaVu Sans at 17 points: "The quick brown" 140.39, "The quick brown
        // fox" 171.72, "fox jumps over the" 159.65, "fox jumps over the lazy" 199.18.
        let (scene, label) = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 165) {
            $0.numberOfLines = 0
        }
        let lines = try drawnLines(of: "label", in: SVGRenderer().render(scene))
        #expect(lines.map(\.text) == ["The quick brown", "fox jumps over the", "lazy dog"])
        #expect(label.renderedText?.lines == lines.map(\.text))
        let ascender = 17 * 1950 / 2048 as CGFloat
        let lineHeight = 17 * (1950 + 494) / 2048 as CGFloat
        let padding = (label.bounds.height - 3 * lineHeight) / 2
        #expect(label.bounds.height == 61, "3 × 20.287109375 rounded up to the 2× pixel grid")
        for (index, line) in lines.enumerated() {
            #expect(abs((line.x) - (20)) <= 0.001)
            #expect(abs((line.y) - (20 + padding + ascender + CGFloat(index) * lineHeight)) <= 0.001)
        }
        #expect(abs((lines[0].y) - (label.frame.minY + label.firstBaselineOffsetFromTop)) <= 0.001)
        #expect(abs((lines[2].y) - (label.frame.maxY - label.lastBaselineOffsetFromBottom)) <= 0.001)
    }

    @Test func aTruncatedLabelEndsInAnEllipsisInItsFontAndColour() throws {
        let (scene, label) = TextScenes.label("The quick brown fox jumps over the lazy dog", width: 150) {
            $0.font = .boldSystemFont(ofSize: 15)
            $0.textColor = .systemRed
        }
        let svg = SVGRenderer().render(scene)
        let lines = try drawnLines(of: "label", in: svg)
        #expect(lines.count == 1)
        #expect(lines[0].text.hasSuffix("\u{2026}"), "\(lines[0].text)")
        #expect(lines[0].text == label.drawnLines[0].text)
        #expect(svg.contains("font-size=\"15\" font-weight=\"bold\" fill=\"#ff3b30\""), "\(svg)")
    }

    @Test func centredTextIsAnchoredAtTheMiddleAndCentredVertically() throws {
        let (scene, label) = TextScenes.label("Auto Layout", width: 200, height: 60) { $0.textAlignment = .center }
        let svg = SVGRenderer().render(scene)
        let line = try #require(drawnLines(of: "label", in: svg).first)
        #expect(try textAnchor(of: "label", in: svg) == "middle")
        #expect(abs((line.x) - (label.frame.midX)) <= 0.001)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs((line.y) - (label.frame.minY + (60 - font.lineHeight) / 2 + font.ascender)) <= 0.001)
    }

    @Test func naturalAlignmentIsRightInARightToLeftLayout() throws {
        let (scene, label) = TextScenes.label("Right to left", width: 200) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        let svg = SVGRenderer().render(scene)
        let line = try #require(drawnLines(of: "label", in: svg).first)
        #expect(try textAnchor(of: "label", in: svg) == "end")
        #expect(abs((line.x) - (label.frame.maxX)) <= 0.001)
        #expect(abs((label.frame.maxX) - (220)) <= 0.001)
    }

    @Test func aBaselineConstraintIsDrawnFromTheLabelsBaseline() throws {
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
        let group = try #require(svg.range(of: "lastBaseline + 4\">"))
        let baseline = label.frame.maxY - label.lastBaselineOffsetFromBottom
        let line = try #require(svg[group.upperBound...].range(of: "<line x1=\"25\" y1=\""))
        let y1 = String(svg[line.upperBound...].prefix { $0 != "\"" })
        let drawnBaseline = try #require(Double(y1))
        #expect(abs(drawnBaseline - Double(baseline)) <= 0.005)
        #expect(Double(y1) != Double(label.frame.maxY), "not the label's bottom edge")
    }

    @Test func aButtonDrawsItsTitle() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        window.addSubview(button)
        window.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        let svg = SVGRenderer().render(LayoutScene(title: "Button", window: window, namedViews: [("title", title)]))
        let line = try #require(drawnLines(of: "title", in: svg).first)
        #expect(line.text == "Continue")
        #expect(abs((line.y) - (20 + title.frame.minY + title.firstBaselineOffsetFromTop)) <= 0.001)
    }

    @Test func aTextFieldDrawsItsPlaceholderInGreyInsideItsBorder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        window.addSubview(field)
        let svg = SVGRenderer().render(LayoutScene(title: "Field", window: window, namedViews: [("field", field)]))
        let line = try #require(drawnLines(of: "field", in: svg).first)
        #expect(line.text == "Email")
        #expect(abs((line.x) - (27)) <= 0.001)
        #expect(abs((line.y) - (20 + field.drawnLines[0].baseline)) <= 0.001)
        // UIColor.placeholderText: (60, 60, 67) at 30 %.
        #expect(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""), "\(svg)")
    }

    @Test func aScrollViewClipsItsContentAndDrawsItAtItsContentOffset() throws {
        let (scene, scrollView) = TextScenes.scrolledContent()
        #expect(scrollView.clipsToBounds)
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains("<clipPath id=\"clip1\">\n"), "\(svg)")
        #expect(svg.contains("<rect x=\"20\" y=\"40\" width=\"160\" height=\"120\"/>"), "\(svg)")
        // Content y 0, 130, 260 scrolled up by 100, inside a scroll view at y 40.
        #expect(svg.contains("<rect x=\"30\" y=\"-60\" width=\"140\" height=\"120\" fill=\"#ff3b30\">"), "\(svg)")
        #expect(svg.contains("<rect x=\"30\" y=\"70\" width=\"140\" height=\"120\" fill=\"#34c759\">"), "\(svg)")
        #expect(svg.contains("<rect x=\"30\" y=\"200\" width=\"140\" height=\"120\" fill=\"#007aff\">"), "\(svg)")
        let clipped = try #require(svg.range(of: "<g clip-path=\"url(#clip1)\">"))
        let band = try #require(svg.range(of: "data-name=\"band1\""))
        #expect(clipped.lowerBound < band.lowerBound)
    }
}
