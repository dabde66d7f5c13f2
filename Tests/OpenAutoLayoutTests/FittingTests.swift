import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// systemLayoutSizeFitting (docs/reference/fitting.md#system-layout-size-fitting).
@MainActor @Suite struct FittingTests {
    /// A cell-like content view: an image whose height is half its width, a 20-point caption
    /// below it, 10-point insets and a 6-point gap. At a required width of 320:
    /// 10 + 150 + 6 + 20 + 10 = 196.
    func makeCell() -> (UIView, UIView, UIView) {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let image = makeConstrainedView(in: contentView)
        let caption = makeConstrainedView(in: contentView)
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            image.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
            caption.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 6),
            caption.leadingAnchor.constraint(equalTo: image.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: image.trailingAnchor),
            caption.heightAnchor.constraint(equalToConstant: 20),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
        return (contentView, image, caption)
    }

    @Test func fixedWidthGivesTheHeightTheConstraintsImply() {
        let (contentView, _, _) = makeCell()
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - 320) < 0.001 && abs(size.height - 196) < 0.001)
        // Nothing moved.
        expectFrame(contentView, 0, 0, 100, 44)
        let wider = contentView.systemLayoutSizeFitting(
            CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(wider.height - 236) < 0.001)
    }

    @Test func compressedAndExpandedSizes() {
        let view = UIView()
        let label = ContentView(contentSize: CGSize(width: 80, height: 21))
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
        ])
        let compressed = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(compressed.width - 112) < 0.001 && abs(compressed.height - 45) < 0.001)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        // The label's hugging (250) beats the fitting level (50): the height stays 45, while the
        // width is free to grow to the target.
        let expanded = view.systemLayoutSizeFitting(CGSize(width: 500, height: 500))
        #expect(abs(expanded.width - 500) < 0.001 && abs(expanded.height - 45) < 0.001)
    }

    /// Margin attributes (not the guide's anchors) on a view that was never laid out: the fit
    /// makes its margins guide and places it at the default 8-point margins, so an 80 × 20
    /// content view gives 8 + 80 + 8 by 8 + 20 + 8.
    @Test func marginAttributesOfAViewNeverLaidOutMeasureFromItsMargins() {
        let container = UIView()
        let content = ContentView(contentSize: CGSize(width: 80, height: 20))
        container.addSubview(content)
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ margin: NSLayoutConstraint.Attribute)
            -> NSLayoutConstraint
        {
            NSLayoutConstraint(
                item: content, attribute: attribute, relatedBy: .equal, toItem: container, attribute: margin,
                multiplier: 1, constant: 0)
        }
        NSLayoutConstraint.activate([
            pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.top, .topMargin),
            pin(.bottom, .bottomMargin),
        ])
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - 96) < 0.001 && abs(size.height - 36) < 0.001)
    }
}
