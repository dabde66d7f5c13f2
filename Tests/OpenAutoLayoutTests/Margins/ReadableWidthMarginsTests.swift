import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// `layoutMarginsFollowReadableWidth`: the view's leading and trailing margins widen so that its
/// layout-margins guide is its readable content guide (docs/reference/margins.md).
@MainActor @Suite struct ReadableWidthMarginsTests {
    @Test func marginsWidenToTheReadableWidthOnAWideView() {
        let root = makeRoot(width: 1024, height: 768)
        root.layoutMarginsFollowReadableWidth = true
        let readable = root.readableContentGuide
        let text = makeConstrainedView(in: root)
        pinEdgesToMargins(text, of: root)
        root.layoutIfNeeded()
        // Margins 8…1016 (1008 wide): 672 centred leaves 168 more on each side.
        #expect(root.layoutMargins.description == "{8, 176, 8, 176}")
        expectFrame(text, 176, 8, 672, 752)
        expectRect(root.layoutMarginsGuide.layoutFrame, 176, 8, 672, 752)
        expectRect(readable.layoutFrame, 176, 8, 672, 752)
    }

    @Test func marginsFollowTheWidthAsTheViewResizes() {
        let root = makeRoot(width: 1024, height: 768)
        root.layoutMarginsFollowReadableWidth = true
        let text = makeConstrainedView(in: root)
        pinEdgesToMargins(text, of: root)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        root.layoutIfNeeded()
        // Margins 8…792 (784 wide): 56 more on each side.
        expectFrame(text, 64, 8, 672, 584)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        // Narrower than the readable width: the margins as set.
        #expect(root.layoutMargins.description == "{8, 8, 8, 8}")
        expectFrame(text, 8, 8, 359, 651)
    }

    @Test func turningTheSettingOffRestoresTheOwnMargins() {
        let root = makeRoot(width: 1024, height: 768)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 40)
        let text = makeConstrainedView(in: root)
        pinEdgesToMargins(text, of: root)
        root.layoutMarginsFollowReadableWidth = true
        root.layoutIfNeeded()
        // Margins 20…984 (964 wide): 146 more on each side.
        expectFrame(text, 166, 10, 672, 748)
        root.layoutMarginsFollowReadableWidth = false
        root.layoutIfNeeded()
        #expect(root.layoutMargins.description == "{10, 20, 10, 40}")
        expectFrame(text, 20, 10, 964, 748)
    }
}
