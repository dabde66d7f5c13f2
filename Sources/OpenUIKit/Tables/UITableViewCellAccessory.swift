import Foundation

extension UITableViewCell {
    /// The standard accessories, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// No accessory.
        case none = 0
        /// A grey chevron: the row leads to more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4

        /// The accessory's size: the chevron 8 × 13, the checkmark 14 × 11, the info button
        /// 22 × 22, both together 42 × 22 (our reading of iOS 13–17's glyphs, to the point).
        public var size: CGSize {
            switch self {
            case .none: .zero
            case .disclosureIndicator: CGSize(width: 8, height: 13)
            case .checkmark: CGSize(width: 14, height: 11)
            case .detailButton: CGSize(width: 22, height: 22)
            case .detailDisclosureButton: CGSize(width: 42, height: 22)
            }
        }
    }

    /// Space between the content view and the accessory.
    static let accessoryGap: CGFloat = 10

    /// The side margin of the cell's content: 16 points, 20 from 400 points wide (the system's
    /// minimum margins, docs/reference/margins.md).
    package var contentMargin: CGFloat {
        SystemMinimumLayoutMargins.margins(forWidth: bounds.width).leading
    }

    /// The accessory's frame in the cell: centred vertically, the content margin from the
    /// trailing edge; nil without an accessory.
    package var accessoryFrame: CGRect? {
        let size = accessoryView?.frame.size ?? accessoryType.size
        guard size != .zero else { return nil }
        let x = bounds.width - contentMargin - size.width
        let rect = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
