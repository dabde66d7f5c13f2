import Foundation
import Testing

/// Every bad request gets a 4xx and a one-line JSON error, and the server keeps serving.
@MainActor @Suite struct ErrorRouteTests {
    static let table = "example=extended-layout-table-translucent-bar"

    static let cases: [(path: String, status: Int, error: String)] = [
        ("/api/layout", 400, "say which spec to lay out: 'example=NAME' or 'spec=TEXT'"),
        ("/api/layout?example=nope", 404, "no example named 'nope'; see /api/examples for the names"),
        ("/api/layout?example=a&spec=b", 400, "give either 'example' or 'spec', not both, and not empty"),
        (
            "/api/layout?spec=controller%3A%20%5B", 400,
            "spec.yaml:2:1: error: invalid YAML: did not find expected node content (while parsing a flow node that starts at 2:1)"
        ),
        (
            "/api/layout?spec=controller%3A%0A%20%20name%3A%20main%0A%20%20colour%3A%20red", 400,
            "spec.yaml:3:3: error: unknown key 'colour' in a view controller; expected one of: class, name, title, prompt, edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, automaticallyAdjustsScrollViewInsets, additionalSafeAreaInsets, viewRespectsSystemMinimumLayoutMargins, prefersStatusBarHidden, view"
        ),
        ("/api/layout?\(table)&ios=nan", 400, "'ios' must be a finite number, not 'nan'"),
        ("/api/layout?\(table)&ios=6", 400, "'ios' must be 7 or later, not 6"),
        ("/api/layout?\(table)&nav.translucent=maybe", 400, "'nav.translucent' must be 1 or 0, not 'maybe'"),
        ("/api/layout?\(table)&tab.largeTitles=1", 400, "unknown setting 'tab.largeTitles'"),
        ("/api/layout?\(table)&bogus=1", 400, "unknown setting 'bogus'"),
        (
            "/api/layout?\(table)&vc.edges=up", 400,
            "'vc.edges': unknown edge 'up'; expected all, none or top, left, bottom, right"
        ),
        (
            "/api/layout?\(table)&vc.additionalSafeArea=1,2", 400,
            "'vc.additionalSafeArea' must be one number or four (top,left,bottom,right), not '1,2'"
        ),
        (
            "/api/layout?\(table)&vc.additionalSafeArea=inf", 400,
            "'vc.additionalSafeArea' must be a finite number, not 'inf'"
        ),
        (
            "/api/layout?\(table)&device=iPhone99", 400,
            "the settings do not fit this spec: unknown device 'iPhone99'; expected one of: iPhone4s, iPhoneSE1, iPhone8, iPhone8Plus, iPhoneX, iPhoneXR, iPhone11ProMax, iPhone12Mini, iPhone12, iPhone12ProMax, iPhone14Pro, iPhone14ProMax, iPhone16Pro, iPhone16ProMax, iPad, iPad10_2, iPadMini6, iPadPro10_5, iPadPro11, iPadPro11M4, iPadPro12_9, iPadPro12_9Rounded, iPadAir10_9, iPadPro13"
        ),
        ("/api/layout?\(table)&device=iPhone%208", 400, "'device' must be a name, not 'iPhone 8'"),
        (
            "/api/layout?\(table)&view.ghost.margins=8", 400,
            "there is no view named 'ghost' to change (this screen's views: navigation, table)"
        ),
        (
            "/api/layout?\(table)&view.navigation.margins=8", 400,
            "'navigation' is the view of a container controller, which a spec does not describe"
        ),
        (
            "/api/layout?example=margins-subview-fills-superview-margins&view.blue.contentInsetAdjustment=never", 400,
            "the settings do not fit this spec: unknown key 'contentInsetAdjustmentBehavior' in a view; expected one of: class, name, color, frame, autoresizingMask, translatesAutoresizingMaskIntoConstraints, isHidden, layoutMargins, directionalLayoutMargins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, layoutMarginsFollowReadableWidth, semanticContentAttribute, intrinsicContentSize, contentHuggingPriority, contentCompressionResistancePriority, subviews, guides, constraints, visualFormat, snapKit"
        ),
        (
            "/api/layout?\(table)&view.table.contentInsetAdjustment=sometimes", 400,
            "'view.table.contentInsetAdjustment': unknown behavior 'sometimes'; expected one of: automatic, scrollableAxes, never, always"
        ),
        (
            "/api/layout?\(table)&c.0.constant=1", 400,
            "there is no constraint c.0: this screen has no authored constraints"
        ),
        (
            "/api/layout?example=margins-subview-fills-superview-margins&c.9.active=0", 400,
            "there is no constraint c.9: this screen has c.0 to c.7"
        ),
        (
            "/api/layout?example=margins-subview-fills-superview-margins&c.0.priority=0", 400,
            "'c.0.priority': a priority is 1 to 1000, not 0"
        ),
        (
            "/api/layout?example=margins-subview-fills-superview-margins&c.x.constant=1", 400,
            "'c.x.constant': 'x' is not a constraint number"
        ),
        (
            "/api/layout?example=margins-subview-fills-superview-margins&c.0.constant=NaN", 400,
            "'c.0.constant' must be a finite number, not 'NaN'"
        ),
        (
            "/api/layout?\(table)&overlay=everything", 400,
            "'overlay': unknown overlay 'everything' (expected one of: margins, safe-area, guides, constraints, all)"
        ),
        (
            "/api/layout?\(table)&previous=example%3Dnope", 404,
            "no example named 'nope'; see /api/examples for the names"
        ),
        (
            "/api/layout?\(table)&previous=ios%3D10", 400,
            "the previous state: say which spec to lay out: 'example=NAME' or 'spec=TEXT'"
        ),
        ("/api/explain?\(table)", 400, "say which view to explain: 'view=NAME'"),
        (
            "/api/explain?\(table)&view=ghost", 404,
            "this screen has no view named 'ghost' (its views: navigation, table)"
        ),
        ("/api/svg?example=nope", 404, "no example named 'nope'; see /api/examples for the names"),
        ("/api/spec?\(table)&ios=x", 400, "'ios' must be a finite number, not 'x'"),
    ]

    @Test func everyBadRequestGetsA4xxAndAMessage() async throws {
        try await TestServer.with { server in
            for (path, status, error) in Self.cases {
                let reply = try await server.get(path)
                #expect(reply.status == status, "\(path)")
                #expect(reply.contentType.hasPrefix("application/json"), "\(path)")
                #expect(reply.error == error, "\(path)")
            }
            // Still serving.
            #expect(try await server.get("/api/layout?\(Self.table)").status == 200)
        }
    }

    @Test func wrongMethodsAndOversizedBodiesAreRefused() async throws {
        try await TestServer.with { server in
            let post = try await server.post("/api/examples", form: "")
            #expect(post.status == 404)
            #expect(post.error == "POST /api/examples: not found")
            let huge = try await server.post("/api/layout", form: "spec=" + String(repeating: "a", count: 1 << 21))
            #expect(huge.status == 413)
            #expect(huge.error == "the request body is larger than 1 MB")
            #expect(try await server.get("/api/examples").status == 200)
        }
    }
}
