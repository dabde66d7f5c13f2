import Foundation
import LayoutAssertions
import LayoutSpec
import Testing

/// `UIActivityIndicatorView` in specs: 20 × 20 in the medium style, 37 × 37 large, hugging at
/// 750; and what the spec format cannot write (a class name for reports, a given content size
/// on a label).
@MainActor @Suite struct ActivityIndicatorSpecTests {
    static let spec = """
        name: spinners
        device: iPhone8
        controller:
          name: main
          view:
            subviews:
              - {name: large, class: UIActivityIndicatorView, style: large}
              - {name: medium, class: UIActivityIndicatorView}
        constraints:
          - large.centerX == superview.centerX
          - large.centerY == superview.centerY
          - medium.leading == superview.leading + 10
          - medium.top == superview.top + 30
        """

    @Test func indicatorsTakeTheirStylesSize() throws {
        let screen = try ScreenSpecLoader.load(yaml: Self.spec, fileName: "spinners.yaml")
        // Centred on 375 × 667: 187.5 − 18.5, 333.5 − 18.5.
        expectFrame(try #require(screen.view(named: "large")), 169, 315, 37, 37)
        expectFrame(try #require(screen.view(named: "medium")), 10, 30, 20, 20)
        let medium = try #require(screen.view(named: "medium") as? UIActivityIndicatorView)
        #expect(medium.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }

    @Test func theStyleRoundTripsThroughTheModel() throws {
        let model = try ScreenSpecLoader.model(yaml: Self.spec, fileName: "spinners.yaml")
        guard case .view(let content) = model.controller.kind else {
            Issue.record("not a content controller")
            return
        }
        #expect(
            content.view.subviews.map(\.kind) == [
                .activityIndicator(.init(style: .large)), .activityIndicator(.init()),
            ])
        #expect(try ScreenSpecLoader.model(yaml: try model.yaml(), fileName: "again.yaml") == model)
    }

    @Test func modelsWithWhatSpecsCannotHoldAreNotWritten() throws {
        var named = ScreenModel(
            controller: ScreenModel.Controller(
                .view(
                    .init(
                        view: ScreenModel.View(subviews: [
                            ScreenModel.View(name: "avatar", className: "AvatarView")
                        ])))))
        #expect(throws: EncodingError.self) { try named.yaml() }
        named.controller = ScreenModel.Controller(
            .view(
                .init(
                    view: ScreenModel.View(subviews: [
                        ScreenModel.View(
                            .label(.init(text: "Hi")), name: "title", intrinsicContentSize: .init(width: 20, height: 10)
                        )
                    ]))))
        #expect(throws: EncodingError.self) { try named.yaml() }
    }
}
