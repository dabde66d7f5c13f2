import OpenUIKit
import Testing

@MainActor @Suite struct ViewSubclassTests {
    @Test func headerTakesItsHeightFromIntrinsicSizeAndPlacesTheBadgeInLayoutSubviews() {
        UIImage.register(named: "avatar", size: CGSize(width: 48, height: 48), scale: 2)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let header = ProfileHeaderView()
        header.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: host.topAnchor),
            header.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ])
        host.layoutIfNeeded()
        // Height 72 from the intrinsic size (hugging and compression resistance, nothing else).
        expectRect(header.frame, 0, 0, 320, 72)
        // Leading margin 8 (a plain view's default margins); centred: (72 − 48) / 2 = 12.
        expectRect(header.avatarView.frame, 8, 12, 48, 48)
        // layoutSubviews ran after the avatar was placed: 8 + 48 − 6 = 50, 12 − 6 = 6.
        expectRect(header.badgeView.frame, 50, 6, 12, 12)
        #expect(header.layoutCount >= 1)
        #expect(header.avatarView.image?.scale == 2)
    }

    @Test func imageViewTakesTheRegisteredImageSizeAsItsIntrinsicSize() {
        UIImage.register(named: "cover", size: CGSize(width: 120, height: 80))
        let imageView = UIImageView(image: UIImage(named: "cover", in: nil, compatibleWith: nil))
        expectSize(imageView.intrinsicContentSize, 120, 80)
        expectRect(imageView.frame, 0, 0, 120, 80)
        #expect(UIImage(named: "no such image") == nil)
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func systemImagesHaveTheDefaultSymbolSizeUnlessRegistered() {
        let star = UIImage(systemName: "star")
        expectSize(star?.size ?? .zero, 17, 17)
        #expect(star?.isSymbolImage == true)
        UIImage.registerSymbol(named: "chevron.compact.down", size: CGSize(width: 18.67, height: 6.67))
        expectSize(UIImage(systemName: "chevron.compact.down")?.size ?? .zero, 18.67, 6.67)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func assumeIsolatedRunsLayoutCodeSynchronously() {
        let size = MainActor.assumeIsolated { () -> CGSize in
            let view = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
        // The header's content (avatar, no width chain) leaves width at the compressed target 0;
        // the height is its own 72.
        #expect(abs(size.height - 72) < 0.001)
    }
}
