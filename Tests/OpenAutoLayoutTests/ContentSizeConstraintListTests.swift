import LayoutAssertions
import OpenAutoLayout
import Testing

/// A view with an intrinsic size lists one content-size constraint per axis in `constraints`,
/// as UIKit does, printed with both of the axis's priorities.
@MainActor @Suite struct ContentSizeConstraintListTests {
    @Test func oneContentSizeConstraintPerAxisCarriesBothPriorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let badge = IntrinsicBox(size: CGSize(width: 42, height: 20))
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(badge, 16, 20, 42, 20)
        let listed = badge.constraints
        #expect(listed.count == 2)
        #expect(listed.map(\.firstAttribute) == [.width, .height])
        let texts = listed.map(\.description)
        #expect(texts[0].hasPrefix("<NSContentSizeLayoutConstraint:0x"))
        #expect(texts[0].hasSuffix(".width == 42 Hug:251 CompressionResistance:750   (active)>"))
        #expect(texts[1].hasSuffix(".height == 20 Hug:250 CompressionResistance:750   (active)>"))
    }
}
