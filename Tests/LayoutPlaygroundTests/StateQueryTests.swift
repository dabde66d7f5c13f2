import LayoutPlayground
import Testing

/// A state survives the trip through a URL's query string.
@MainActor @Suite struct StateQueryTests {
    @Test func everySettingRoundTrips() throws {
        let query = [
            "example=extended-layout-table-translucent-bar", "device=iPhoneX", "orientation=landscapeLeft", "ios=10",
            "rtl=1",
            "nav.hidden=0", "nav.translucent=0", "nav.largeTitles=1", "nav.opaqueBackground=0", "toolbar.hidden=0",
            "toolbar.translucent=1", "tab.hidden=1", "tab.translucent=0", "vc.edges=top,bottom",
            "vc.includesOpaqueBars=1", "vc.adjustsScrollViewInsets=0", "vc.additionalSafeArea=1,2,3,4.5",
            "vc.respectsSystemMinimumMargins=0", "vc.statusBarHidden=1", "view.table.margins=8,8,8,8",
            "view.table.directionalMargins=1,2,3,4", "view.table.preservesSuperviewMargins=1",
            "view.table.insetsFromSafeArea=0", "view.table.contentInsetAdjustment=never", "c.2.constant=-12.5",
            "c.2.priority=750", "c.2.active=0",
        ].joined(separator: "&")
        let state = try PlaygroundState(query: query)
        #expect(state.query == query)
        #expect(state.systemVersion == 10)
        #expect(
            state.controller.additionalSafeAreaInsets == PlaygroundState.Insets(top: 1, left: 2, bottom: 3, right: 4.5))
        #expect(state.constraints[2]?.constant == -12.5)
        #expect(try PlaygroundState(query: state.query) == state)
    }

    @Test func specTextIsPercentEncoded() throws {
        var state = PlaygroundState(source: .text("controller:\n  name: a & b = c + d%\n"))
        state.device = "iPad"
        #expect(state.query == "spec=controller%3A%0A%20%20name%3A%20a%20%26%20b%20%3D%20c%20%2B%20d%25%0A&device=iPad")
        #expect(try PlaygroundState(query: state.query) == state)
        #expect(try PlaygroundState(query: "spec=a+b").source == .text("a b"))
    }

    @Test func badPercentEncodingIsAnError() {
        #expect(throws: PlaygroundError("the query text '%ZZ' is not valid percent-encoded UTF-8")) {
            try PlaygroundState(query: "example=a&ios=%ZZ")
        }
    }
}
