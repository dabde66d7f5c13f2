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

    /// Space between the content view and the accessory on iOS `systemVersion`
    /// (docs/reference/fitting.md#accessories). From iOS 13 a disclosure indicator's content view
    /// ends 3 points before the chevron, 11 points before the content margin: Interface Builder
    /// documents saved by Xcode 11 to 13 store the content view of such a cell 293 points wide
    /// in a 320-point cell, 348 in a 375-point one and 383 in a 414-point one (20-point margin).
    /// Before iOS 13, and for the other accessories and accessory views, the content view ends
    /// 10 points before the accessory: 286 points of 320 with a disclosure indicator, as an
    /// iOS 8 report measured (the other accessories' figures are our reading, not measured).
    nonisolated package static func accessoryGap(
        type: AccessoryType, isCustomView: Bool, systemVersion: Double
    ) -> CGFloat {
        guard !isCustomView, type == .disclosureIndicator, systemVersion >= 13 else { return 10 }
        return 3
    }

    /// The room an accessory of `type` takes from the trailing side of a cell `width` points
    /// wide on iOS `systemVersion`: the content margin, the accessory and the gap before it;
    /// zero without an accessory.
    nonisolated package static func accessoryRoom(
        type: AccessoryType, cellWidth: CGFloat, systemVersion: Double
    ) -> CGFloat {
        guard type != .none else { return 0 }
        let margin = TableContentMargin.side(forTableWidth: cellWidth, systemVersion: systemVersion)
        return margin + type.size.width + accessoryGap(type: type, isCustomView: false, systemVersion: systemVersion)
    }

    /// The side margin of the cell's content: 16 points, 20 from 390 points wide (393 from
    /// iOS 18; TableContentMargin.swift).
    package var contentMargin: CGFloat {
        TableContentMargin.side(forTableWidth: bounds.width, systemVersion: accessorySystemVersion)
    }

    /// The iOS version whose accessory rule the cell follows: its table's (UITableViewCellContentMargins.swift),
    /// or its own while it is in no table.
    var accessorySystemVersion: Double {
        owningTable?.controlSystemVersion ?? controlSystemVersion
    }

    /// The content view's frame in the cell: the bounds less the accessory's room on the trailing
    /// side (the accessory, and the gap before it).
    var contentViewFrame: CGRect {
        guard let accessory = accessoryFrame else { return bounds }
        let gap = UITableViewCell.accessoryGap(
            type: accessoryType, isCustomView: accessoryView != nil, systemVersion: accessorySystemVersion)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            let x = accessory.maxX + gap
            return CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        }
        return CGRect(x: 0, y: 0, width: max(0, accessory.minX - gap), height: bounds.height)
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
