import Foundation
import LayoutPlayground
import Testing

/// Each kind of setting reaches the layout, through nested controllers and views described
/// apart, and the downloaded spec carries it.
@MainActor @Suite struct SettingsTests {
    /// A box pinned to the controller's safe area and leading edge, in iOS 11 mode.
    static let box = """
        device: iPhone8
        systemVersion: 11
        controller:
          name: main
          view:
            subviews: [box]
        views:
          - name: box
            subviews:
              - {name: inner}
        constraints:
          - box.top == safeArea.top
          - box.leading == superview.leading + 20
          - box.width == 100
          - box.height == 100
          - inner.edges == box.margins
        """

    func frame(_ report: LayoutReport, _ name: String) throws -> [Double] {
        let row = try #require(report.views.first { $0.name == name })
        return [row.frame.x, row.frame.y, row.frame.width, row.frame.height]
    }

    @Test func barsOfNestedControllersAndTheVisibleControllersProperties() async throws {
        try await TestServer.with { server in
            let base = "example=automatic-insets-navigation-and-tab-bars"
            let opaque = "\(base)&nav.translucent=0&tab.translucent=0"
            let report = try await server.get("/api/layout?\(opaque)").json(LayoutReport.self)
            #expect(try frame(report, "table") == [0, 64, 375, 554])
            #expect(report.views.first { $0.name == "table" }?.contentInset?.top == 0)

            let included = try await server.get("/api/layout?\(opaque)&vc.includesOpaqueBars=1").json(LayoutReport.self)
            #expect(try frame(included, "table") == [0, 0, 375, 667])
            #expect(
                included.views.first { $0.name == "table" }?.contentInset
                    == .init(top: 64, left: 0, bottom: 49, right: 0))

            let spec = try await server.get("/api/spec?\(opaque)&vc.includesOpaqueBars=1&vc.edges=top,bottom").text
            #expect(spec.contains("tabBar:\n    translucent: false"))
            #expect(spec.contains("navigationBar:\n      translucent: false"))
            #expect(spec.contains("extendedLayoutIncludesOpaqueBars: true"))
            #expect(spec.contains("edgesForExtendedLayout:\n      - top\n      - bottom"))
            #expect(spec.contains("in iOS 7–10"))

            let hidden = try await server.get("/api/layout?\(base)&tab.hidden=1&nav.hidden=1").json(LayoutReport.self)
            #expect(
                hidden.views.first { $0.name == "table" }?.contentInset == .init(top: 20, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func safeAreaStatusBarAndDirection() async throws {
        try await TestServer.with { server in
            let spec = "spec=\(encoded(Self.box))"
            let plain = try await server.get("/api/layout?\(spec)").json(LayoutReport.self)
            #expect(try frame(plain, "box") == [20, 20, 100, 100])
            let additional = try await server.get("/api/layout?\(spec)&vc.additionalSafeArea=10,0,0,0")
                .json(LayoutReport.self)
            #expect(try frame(additional, "box") == [20, 30, 100, 100])
            let noStatusBar = try await server.get("/api/layout?\(spec)&vc.statusBarHidden=1").json(LayoutReport.self)
            #expect(try frame(noStatusBar, "box") == [20, 0, 100, 100])
            let rightToLeft = try await server.get("/api/layout?\(spec)&rtl=1").json(LayoutReport.self)
            #expect(try frame(rightToLeft, "box") == [255, 20, 100, 100])
            let landscape = try await server.get("/api/layout?\(spec)&orientation=landscapeLeft&device=iPhoneX")
                .json(LayoutReport.self)
            #expect(try frame(landscape, "main") == [0, 0, 812, 375])
        }
    }

    @Test func marginsOfAViewDescribedApart() async throws {
        try await TestServer.with { server in
            let spec = "spec=\(encoded(Self.box))"
            let margins = try await server.get("/api/layout?\(spec)&view.box.margins=10,20,30,40").json(
                LayoutReport.self)
            #expect(try frame(margins, "inner") == [20, 10, 40, 60])
            let directional = try await server.get("/api/layout?\(spec)&view.box.directionalMargins=10,20,30,40&rtl=1")
                .json(LayoutReport.self)
            #expect(try frame(directional, "inner") == [40, 10, 40, 60])
            let notPreserving = try await server.get("/api/layout?\(spec)&view.box.preservesSuperviewMargins=0")
                .json(LayoutReport.self)
            #expect(try frame(notPreserving, "inner") == [8, 8, 84, 84])
            // The downloaded spec is the model: the view described apart sits where it is placed.
            let downloaded = try await server.get("/api/spec?\(spec)&view.box.margins=10,20,30,40").text
            #expect(
                downloaded.contains(
                    "    - name: box\n      layoutMargins:\n      - 10\n      - 20\n      - 30\n      - 40\n"
                        + "      subviews:\n      - name: inner\n"))
            let reloaded = try await server.get("/api/layout?spec=\(encoded(downloaded))").json(LayoutReport.self)
            #expect(try frame(reloaded, "inner") == [20, 10, 40, 60])
        }
    }
}
