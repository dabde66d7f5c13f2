import Foundation
import LayoutPlayground
import Testing

/// Every API route over HTTP, with the values the article "Extended layout, visualised" gives for
/// its table in iOS 10 mode.
@MainActor @Suite struct APIRouteTests {
    static let table = "example=extended-layout-table-translucent-bar&ios=10"

    @Test func examplesListEveryGallerySpecAndTheMenus() async throws {
        try await TestServer.with { server in
            let reply = try await server.get("/api/examples")
            #expect(reply.status == 200)
            let catalog = try reply.json(Playground.Catalog.self)
            let files = try FileManager.default.contentsOfDirectory(atPath: TestServer.examples)
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
                .map { ($0 as NSString).deletingPathExtension }
            #expect(catalog.examples == files)
            #expect(catalog.devices.contains("iPhoneX"))
            #expect(catalog.orientations == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
            #expect(catalog.overlays == ["margins", "safe-area", "guides", "constraints"])
        }
    }

    @Test func anOpaqueBarMovesTheTableBelowItAndDropsTheInset() async throws {
        try await TestServer.with { server in
            let translucent = try await server.get("/api/layout?\(Self.table)&nav.translucent=1").json(
                LayoutReport.self)
            let before = try #require(translucent.views.first { $0.name == "table" })
            #expect([before.frame.x, before.frame.y, before.frame.width, before.frame.height] == [0, 0, 375, 667])
            #expect(before.contentInset?.top == 64)
            #expect(translucent.svg.hasPrefix("<svg"))
            #expect(translucent.changes == nil)

            let previous = encoded("\(Self.table)&nav.translucent=1")
            let reply = try await server.get("/api/layout?\(Self.table)&nav.translucent=0&previous=\(previous)")
            #expect(reply.status == 200)
            let opaque = try reply.json(LayoutReport.self)
            let after = try #require(opaque.views.first { $0.name == "table" })
            #expect([after.frame.x, after.frame.y, after.frame.width, after.frame.height] == [0, 64, 375, 603])
            #expect(after.contentInset?.top == 0)
            #expect(opaque.state == "\(Self.table)&nav.translucent=0")
            let change = try #require(opaque.changes?.first { $0.name == "table" })
            #expect(change.kind == .changed)
            #expect([change.dx, change.dy, change.dw, change.dh] == [0, 64, 0, -64])
            #expect([change.windowDX, change.windowDY] == [0, 64])
            #expect(change.contentInset?.top == -64)
            #expect(opaque.changes?.count == 1)
            #expect(opaque.views.map(\.isEditable) == [false, true])
        }
    }

    @Test func viewsThatMoveWithTheirSuperviewAreChangesToo() async throws {
        try await TestServer.with { server in
            let base = "example=extended-layout-view-translucent-bar"
            let reply = try await server.get("/api/layout?\(base)&nav.translucent=0&previous=\(encoded(base))")
            let changes = try #require(try reply.json(LayoutReport.self).changes)
            #expect(changes.map(\.name) == ["main", "pinnedToView", "pinnedToGuide"])
            let pinnedToView = changes[1]
            let pinnedToGuide = changes[2]
            #expect([pinnedToView.dx, pinnedToView.dy, pinnedToView.windowDX, pinnedToView.windowDY] == [0, 0, 0, 64])
            #expect([pinnedToGuide.dy, pinnedToGuide.windowDY] == [-64, 0])
        }
    }

    @Test func postTakesTheStateAsAFormBodyWithTheSpecsOwnText() async throws {
        let spec = """
            controller:
              name: main
              view:
                subviews:
                  - {name: box, color: red}
            constraints:
              - box.top == safeArea.top + 10
              - box.leading == superview.leading + 20
              - box.size == 100
            """
        try await TestServer.with { server in
            let reply = try await server.post("/api/layout", form: "spec=\(encoded(spec))&c.0.constant=30")
            #expect(reply.status == 200)
            let report = try reply.json(LayoutReport.self)
            let box = try #require(report.views.first { $0.name == "box" })
            #expect([box.frame.x, box.frame.y, box.frame.width, box.frame.height] == [20, 50, 100, 100])
            #expect(report.constraints.first?.equation == "box.top == main.safeAreaLayoutGuide.top + 10")
            #expect(report.constraints.first?.constant == 30)
        }
    }

    @Test func constraintEditsChangePriorityAndActivation() async throws {
        try await TestServer.with { server in
            let base = "example=margins-subview-fills-superview-margins"
            let loaded = try await server.get("/api/layout?\(base)").json(LayoutReport.self)
            let index = try #require(loaded.constraints.firstIndex { $0.equation.hasPrefix("orange.top") })
            let edited = try await server.get("/api/layout?\(base)&c.\(index).priority=250&c.\(index).active=0")
            #expect(edited.status == 200)
            let report = try edited.json(LayoutReport.self)
            #expect(report.constraints[index].priority == 250)
            #expect(report.constraints[index].isActive == false)
            #expect(report.problems.ambiguousViews == ["orange"])
            #expect(report.problems.hasProblems)
        }
    }

    /// Toggled constraints (the article "Auto Layout with Masonry"): the spec's inactive bottom constraint is listed, and swapping which of the
    /// two is active moves the view from y = 100 to 667 − 50 − 50 = 567.
    @Test func aSpecsInactiveConstraintCanBeTurnedOn() async throws {
        try await TestServer.with { server in
            let base = "example=activation-one-of-two-constraints-top"
            let loaded = try await server.get("/api/layout?\(base)").json(LayoutReport.self)
            #expect(
                loaded.constraints.map(\.equation) == [
                    "subView.width == 50", "subView.height == 50", "subView.centerX == main.centerX",
                    #"subView.top == main.top + 100 "topConstraint""#,
                    #"subView.bottom == main.bottom - 50 "bottomConstraint""#,
                ])
            #expect(loaded.constraints.map(\.isActive) == [true, true, true, true, false])
            let top = try #require(loaded.views.first { $0.name == "subView" })
            #expect([top.frame.x, top.frame.y, top.frame.width, top.frame.height] == [162.5, 100, 50, 50])

            let swapped = try await server.get("/api/layout?\(base)&c.3.active=0&c.4.active=1").json(
                LayoutReport.self)
            #expect(swapped.constraints.map(\.isActive) == [true, true, true, false, true])
            let bottom = try #require(swapped.views.first { $0.name == "subView" })
            #expect([bottom.frame.x, bottom.frame.y, bottom.frame.width, bottom.frame.height] == [162.5, 567, 50, 50])
            #expect(!swapped.problems.hasProblems)
        }
    }

    @Test func brokenConstraintsAreReported() async throws {
        try await TestServer.with { server in
            let base = "example=margins-subview-fills-superview-margins"
            let loaded = try await server.get("/api/layout?\(base)").json(LayoutReport.self)
            #expect(!loaded.problems.hasProblems)
            let spec = """
                controller:
                  name: main
                  view:
                    subviews:
                      - {name: box}
                constraints:
                  - box.edges == superview
                  - box.width == 100
                """
            let report = try await server.get("/api/layout?spec=\(encoded(spec))").json(LayoutReport.self)
            #expect(report.problems.hasProblems)
            #expect(report.problems.brokenConstraints.count == 1)
            #expect(report.problems.text.contains("Unable to simultaneously satisfy constraints"))
        }
    }

    @Test func viewAndControllerSettingsReachTheLayout() async throws {
        try await TestServer.with { server in
            // iOS 11+ reads contentInsetAdjustmentBehavior; iOS 10 mode reads automaticallyAdjustsScrollViewInsets.
            let ios11 = "example=extended-layout-table-translucent-bar&ios=11"
            let automatic = try await server.get("/api/layout?\(ios11)").json(LayoutReport.self)
            #expect(automatic.views.first { $0.name == "table" }?.adjustedContentInset?.top == 64)
            let never = try await server.get("/api/layout?\(ios11)&view.table.contentInsetAdjustment=never")
                .json(LayoutReport.self)
            #expect(never.views.first { $0.name == "table" }?.adjustedContentInset?.top == 0)
            let noAdjustment = try await server.get("/api/layout?\(Self.table)&vc.adjustsScrollViewInsets=0")
                .json(LayoutReport.self)
            #expect(noAdjustment.views.first { $0.name == "table" }?.contentInset?.top == 0)
            let noEdges = try await server.get("/api/layout?\(Self.table)&vc.edges=none").json(LayoutReport.self)
            #expect(noEdges.views.first { $0.name == "table" }?.frame.y == 64)
            let margins = try await server.get(
                "/api/layout?example=margins-subview-fills-superview-margins&view.blue.margins=10"
            )
            .json(LayoutReport.self)
            #expect(margins.views.first { $0.name == "orange" }?.frame.x == 10)
        }
    }

    @Test func explainAnswersForTheClickedView() async throws {
        try await TestServer.with { server in
            let reply = try await server.get("/api/explain?example=margins-subview-fills-superview-margins&view=orange")
            #expect(reply.status == 200)
            let explanation = try reply.json(Playground.Explanation.self)
            #expect(explanation.view == "orange")
            #expect(explanation.text.hasPrefix("orange (UIView) in blue"))
            #expect(explanation.text.contains("x = 50, determined by:"))
        }
    }

    @Test func downloadsAreAttachments() async throws {
        try await TestServer.with { server in
            let svg = try await server.get("/api/svg?\(Self.table)&overlay=safe-area")
            #expect(svg.status == 200)
            #expect(svg.contentType == "image/svg+xml")
            #expect(svg.contentDisposition == #"attachment; filename="extended-layout-table-translucent-bar.svg""#)
            #expect(svg.text.hasPrefix("<svg"))

            let spec = try await server.get("/api/spec?\(Self.table)&nav.translucent=0")
            #expect(spec.status == 200)
            #expect(
                spec.contentDisposition
                    == #"attachment; filename="extended-layout-table-translucent-bar-playground.yaml""#)
            #expect(spec.text.contains("translucent: false"))
            #expect(!spec.text.contains("expect:"))

            let unchanged = try await server.get("/api/spec?example=extended-layout-table-translucent-bar")
            let original = try String(
                contentsOfFile: TestServer.examples + "/extended-layout-table-translucent-bar.yaml", encoding: .utf8)
            #expect(unchanged.text == original)
        }
    }

    @Test func extraSpecFilesAreOfferedByName() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("playground-extra-\(UUID()).yaml")
        try "controller: {name: main}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try await TestServer.with(files: [file.path]) { server in
            let name = file.deletingPathExtension().lastPathComponent
            let catalog = try await server.get("/api/examples").json(Playground.Catalog.self)
            #expect(catalog.examples.last == name)
            #expect(try await server.get("/api/layout?example=\(name)").status == 200)
        }
    }
}
