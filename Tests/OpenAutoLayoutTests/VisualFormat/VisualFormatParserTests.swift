import Testing

@testable import OpenAutoLayout

/// Formats that parse: every example of Apple's Auto Layout Guide ("Visual Format Language"
/// appendix, current and older editions), the `|-[subview]-|` of the article "UIView margins", metrics, predicate lists,
/// priorities, flush views and the corners of UIKit's grammar.
@Suite("Visual Format parser: valid formats")
@MainActor struct VisualFormatParserTests {
    private func parse(
        _ format: String, metrics: [String: Double] = [:], views: Set<String>
    ) throws -> VisualFormatLayout {
        try VisualFormatParser.parse(format, metrics: metrics, viewNames: views)
    }

    // MARK: - Apple's Auto Layout Guide, "Visual Format Syntax"

    @Test(
        "Guide examples",
        arguments: [
            // Standard Space
            ("[button]-[textField]", "H:[button]-[textField]"),
            // Width Constraint
            ("[button(>=50)]", "H:[button(>=50.0)]"),
            // Connection to Superview (current and older editions)
            ("|-50-[purpleBox]-50-|", "H:|-(==50.0)-[purpleBox]-(==50.0)-|"),
            ("|-50-[orchidBox]-50-|", "H:|-(==50.0)-[orchidBox]-(==50.0)-|"),
            // Vertical Layout
            ("V:[topField]-10-[bottomField]", "V:[topField]-(==10.0)-[bottomField]"),
            // Flush Views (current and older editions)
            ("[maroonView][blueView]", "H:[maroonView][blueView]"),
            ("[maroonView][oceanView]", "H:[maroonView][oceanView]"),
            // Priority
            ("[button(100@20)]", "H:[button(==100.0@20.0)]"),
            // Equal Widths
            ("[button1(==button2)]", "H:[button1(==button2)]"),
            // Multiple Predicates
            ("[flexibleButton(>=70,<=100)]", "H:[flexibleButton(>=70.0,<=100.0)]"),
            // A Complete Line of Layout
            ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20.0)]-|"),
            // The Cocoa Auto Layout Guide's original examples
            ("H:[cancelButton(72)]-12-[acceptButton(50)]", "H:[cancelButton(==72.0)]-(==12.0)-[acceptButton(==50.0)]"),
            ("H:[wideView(>=60@700)]", "H:[wideView(>=60.0@700.0)]"),
            ("V:[redBox][yellowBox(==redBox)]", "V:[redBox][yellowBox(==redBox)]"),
            ("H:|-10-[Find]-[FindNext]-[FindField(>=20)]-|", "H:|-(==10.0)-[Find]-[FindNext]-[FindField(>=20.0)]-|"),
        ])
    func guideExample(format: String, expected: String) throws {
        let names = Set(
            format.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                .map(String.init)
                .filter { $0.first!.isLetter && $0 != "H" && $0 != "V" })
        #expect(sketch(try parse(format, views: names)) == expected)
    }

    @Test("The guide's complete line of layout, as a full tree with offsets")
    func completeLineTree() throws {
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        let layout = try parse(format, views: ["find", "findNext", "findField"])
        let expected = VisualFormatLayout(
            format: format,
            orientation: .horizontal,
            leadingSuperview: VisualFormatSuperviewEdge(
                barOffset: 0, connection: VisualFormatConnection(kind: .standard, range: 1..<2), errorOffset: 8),
            views: [
                VisualFormatView(name: "find", predicates: [], range: 2..<8),
                VisualFormatView(name: "findNext", predicates: [], range: 9..<19),
                VisualFormatView(
                    name: "findField",
                    predicates: [
                        VisualFormatPredicate(
                            relation: .greaterThanOrEqual, object: .constant(VisualFormatValue(20)), priority: nil,
                            range: 31..<35)
                    ],
                    range: 20..<37),
            ],
            connections: [
                VisualFormatConnection(kind: .standard, range: 8..<9),
                VisualFormatConnection(kind: .standard, range: 19..<20),
            ],
            trailingSuperview: VisualFormatSuperviewEdge(
                barOffset: 38, connection: VisualFormatConnection(kind: .standard, range: 37..<38), errorOffset: 39))
        #expect(layout == expected)
    }

    // MARK: - Margins (docs/reference/margins.md#visual-format-margins)

    @Test("|-[subview]-| is a standard (margin) connection at both bars")
    func barsWithStandardConnections() throws {
        let layout = try parse("|-[subview]-|", views: ["subview"])
        #expect(sketch(layout) == "H:|-[subview]-|")
        #expect(layout.leadingSuperview?.connection.kind == .standard)
        #expect(layout.trailingSuperview?.connection.kind == .standard)
        #expect(layout.connections.isEmpty)
        let vertical = try parse("V:|-[subview]-|", views: ["subview"])
        #expect(sketch(vertical) == "V:|-[subview]-|")
    }

    // MARK: - Metrics

    @Test("Metrics as spacings and as a view's size, resolved to their values")
    func metrics() throws {
        let layout = try parse(
            "H:|-margin-[blueView]-margin-[redView(==blueView)]-margin-|", metrics: ["margin": 20],
            views: ["blueView", "redView"])
        #expect(
            sketch(layout)
                == "H:|-(==margin=20.0)-[blueView]-(==margin=20.0)-[redView(==blueView)]-(==margin=20.0)-|")
        #expect(
            sketch(try parse("H:[a(width)]", metrics: ["width": 44], views: ["a"])) == "H:[a(==width=44.0)]")
    }

    @Test("A negative metric in parentheses (a blog's V:|-0-[mask]-(btnHeight)-[registerBtn])")
    func negativeMetric() throws {
        let layout = try parse(
            "V:|-0-[mask]-(btnHeight)-[registerBtn]", metrics: ["btnHeight": -36], views: ["mask", "registerBtn"])
        #expect(sketch(layout) == "V:|-(==0.0)-[mask]-(==btnHeight=-36.0)-[registerBtn]")
        #expect(layout.trailingSuperview == nil)
    }

    @Test("A name in both dictionaries is the metric, as in UIKit")
    func metricShadowsView() throws {
        #expect(sketch(try parse("[a(b)]", metrics: ["b": 5], views: ["a", "b"])) == "H:[a(==b=5.0)]")
    }

    // MARK: - Predicates and priorities

    @Test("Several predicates in a connection, each with its own relation and priority")
    func predicateListInConnection() throws {
        let layout = try parse("[a]-(>=10,<=30@500,==20@low)-[b]", metrics: ["low": 250], views: ["a", "b"])
        #expect(sketch(layout) == "H:[a]-(>=10.0,<=30.0@500.0,==20.0@low=250.0)-[b]")
    }

    @Test("Priorities by number and by metric, in views and in connections")
    func priorities() throws {
        let metrics: [String: Double] = ["w": 100, "p": 750, "gap": 8]
        #expect(sketch(try parse("[a(==w@p)]", metrics: metrics, views: ["a"])) == "H:[a(==w=100.0@p=750.0)]")
        #expect(
            sketch(try parse("[a]-(gap@p)-[b]", metrics: metrics, views: ["a", "b"]))
                == "H:[a]-(==gap=8.0@p=750.0)-[b]")
        #expect(sketch(try parse("[a(==b@999)]", views: ["a", "b"])) == "H:[a(==b@999.0)]")
        #expect(sketch(try parse("[a(50@1000)]", views: ["a"])) == "H:[a(==50.0@1000.0)]")
        #expect(sketch(try parse("[a(50@0.5)]", views: ["a"])) == "H:[a(==50.0@0.5)]")
    }

    @Test("UIKit reads a full predicate between dashes without parentheses")
    func bareConnectionPredicate() throws {
        let views: Set = ["a", "b"]
        #expect(sketch(try parse("|->=20-[a]", views: views)) == "H:|-(>=20.0)-[a]")
        #expect(sketch(try parse("[a]-20@750-[b]", views: views)) == "H:[a]-(==20.0@750.0)-[b]")
        #expect(sketch(try parse("[a]-<=0-|", views: views)) == "H:[a]-(<=0.0)-|")
    }

    @Test("Numbers as strtod reads them")
    func numbers() throws {
        let cases: [(String, String)] = [
            ("[a]-(-5)-[b]", "H:[a]-(==-5.0)-[b]"),
            ("[a(2.5)]", "H:[a(==2.5)]"),
            ("[a(3.)]", "H:[a(==3.0)]"),
            ("[a(1e2)]", "H:[a(==100.0)]"),
            ("[a(1E-1)]", "H:[a(==0.1)]"),
            ("[a(0x10)]", "H:[a(==16.0)]"),
            ("[a(0x1.8p1)]", "H:[a(==3.0)]"),
            ("[a(007)]", "H:[a(==7.0)]"),
            ("[a(-0)]", "H:[a(==-0.0)]"),
        ]
        for (format, expected) in cases {
            #expect(sketch(try parse(format, views: ["a", "b"])) == expected, "\(format)")
        }
        // An exponent needs digits: "1e" is the number 1, then an unexpected "e".
        #expect(throws: VisualFormatError(.expectedClosingParenthesisInView, format: "[a(1e)]", position: 4)) {
            try parse("[a(1e)]", views: ["a"])
        }
    }

    @Test("Flush views, flush bars and a long chain")
    func flush() throws {
        let views: Set = ["a", "b", "c"]
        #expect(sketch(try parse("|[a][b][c]|", views: views)) == "H:|[a][b][c]|")
        #expect(sketch(try parse("V:[a]", views: views)) == "V:[a]")
        let layout = try parse("[a]-[b][c]-8-|", views: views)
        #expect(sketch(layout) == "H:[a]-[b][c]-(==8.0)-|")
        #expect(layout.connections.map(\.kind) == [.standard, .flush])
        #expect(layout.connections[1].range == 7..<7)
    }

    @Test("Names: underscores and digits, the same view twice")
    func names() throws {
        let layout = try parse("|-[_icon2]-[_icon2(==_icon2)]", views: ["_icon2"])
        #expect(sketch(layout) == "H:|-[_icon2]-[_icon2(==_icon2)]")
    }

    // MARK: - Checkpoints

    @Test("Checkpoints come in UIKit's order with its caret offsets")
    func checkpoints() throws {
        var points: [VisualFormatCheckpoint] = []
        let layout = try VisualFormatParser.parse("|-[a]-[b(20)]-|", viewNames: ["a", "b"]) { point in
            points.append(point)
            return nil
        }
        #expect(
            points == [
                .leadingSuperview(view: "a", offset: 5),
                .betweenViews(first: "a", second: "b", offset: 13),
                .trailingSuperview(view: "b", offset: 15),
            ])
        #expect(layout.leadingSuperview?.errorOffset == 5)
        #expect(layout.trailingSuperview?.errorOffset == 15)
    }
}
