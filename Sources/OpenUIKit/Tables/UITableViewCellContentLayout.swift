import Foundation

/// The built-in content of a cell, as UIKit lays it out for each style (iOS 13–17): the labels
/// and image view are made on first use and added to the content view, and placed by the cell's
/// `layoutSubviews` with frames, not constraints.
///
/// - `default`: the image at the content margin (16 points, 20 from 393 points wide), centred
///   vertically; the title (17 points) from the margin, or 16 points past the image, to the
///   content view's trailing margin, as tall as the content view.
/// - `subtitle`: the title with the detail (12 points) below it, the pair centred vertically.
/// - `value1`: the title on the left and the detail (17 points, `secondaryLabel`) at its natural
///   width against the trailing margin; the title gives way.
/// - `value2`: the title (15 points, tint colour) right-aligned in a 68-point column from the
///   margin, the detail (15 points) 6 points after it.
///
/// The trailing margin is the content margin or, when an accessory narrows the content view (the
/// accessory keeps the margin), what the content view leaves of 10 points before the accessory:
/// the labels end 10 points before it whatever the version's gap (our reading). The fonts follow UIKit's text styles at the default
/// size; the column widths and gaps are our reading of iOS's cells.
extension UITableViewCell {
    /// The title label, made on first use (17-point text in `UIColor.label`; in the `value2`
    /// style 15 points in the tint colour).
    public var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: cellStyle == .value2 ? 15 : 17)
        if cellStyle == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label, made on first use; nil in the `default` style, as in UIKit.
    public var detailTextLabel: UILabel? {
        if let label = storedDetailTextLabel { return label }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 15)
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view, made on first use; it shows at the leading margin when it has an image.
    public var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// Where the separator starts when not set: the title's leading edge in the cell.
    var automaticSeparatorLeft: CGFloat {
        contentMargin + imageWidthAndGap
    }

    /// The image's width and the gap after it, 0 without an image.
    private var imageWidthAndGap: CGFloat {
        guard let size = storedImageView?.image?.size, size.width > 0 else { return 0 }
        return size.width + UITableViewCell.imageGap
    }

    /// Space between the image and the title.
    static let imageGap: CGFloat = 16
    /// The width of the `value2` style's title column, and the gap after it.
    static let value2Column: CGFloat = 68
    static let value2Gap: CGFloat = 6
    /// Space between the built-in labels and the accessory.
    static let builtInContentAccessoryGap: CGFloat = 10

    /// The built-in labels' trailing inset in the content view: the content margin or, beside an
    /// accessory, what the content view leaves of the 10 points before it.
    private var builtInTrailingInset: CGFloat {
        guard accessoryFrame != nil else { return contentMargin }
        let gap = UITableViewCell.accessoryGap(
            type: accessoryType, isCustomView: accessoryView != nil, systemVersion: accessorySystemVersion)
        return max(0, UITableViewCell.builtInContentAccessoryGap - gap)
    }

    /// Places the labels and image that exist (in the content view's coordinates; mirrored
    /// right to left).
    func layoutBuiltInContent() {
        guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil else { return }
        let content = contentView.bounds
        let margin = contentMargin
        let trailing = builtInTrailingInset
        var frames: [(UIView, CGRect)] = []
        var leading = margin
        if let imageView = storedImageView {
            let size = imageView.image?.size ?? .zero
            frames.append(
                (
                    imageView,
                    CGRect(x: margin, y: (content.height - size.height) / 2, width: size.width, height: size.height)
                ))
            leading += imageWidthAndGap
        }
        let width = max(0, content.width - leading - trailing)
        let title = storedTextLabel
        let detail = storedDetailTextLabel
        switch cellStyle {
        case .default:
            if let title { frames.append((title, CGRect(x: leading, y: 0, width: width, height: content.height))) }
        case .subtitle:
            let titleHeight = title.map { fittingHeight($0, width: width) } ?? 0
            let detailHeight = detail.map { fittingHeight($0, width: width) } ?? 0
            let top = (content.height - titleHeight - detailHeight) / 2
            if let title { frames.append((title, CGRect(x: leading, y: top, width: width, height: titleHeight))) }
            if let detail {
                frames.append((detail, CGRect(x: leading, y: top + titleHeight, width: width, height: detailHeight)))
            }
        case .value1:
            let detailWidth = min(detail.map { fittingWidth($0) } ?? 0, width)
            if let detail {
                frames.append(
                    (detail, CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: content.height))
                )
            }
            let gap: CGFloat = detailWidth > 0 ? 8 : 0
            if let title {
                frames.append(
                    (title, CGRect(x: leading, y: 0, width: max(0, width - detailWidth - gap), height: content.height)))
            }
        case .value2:
            let column = UITableViewCell.value2Column
            if let title { frames.append((title, CGRect(x: leading, y: 0, width: column, height: content.height))) }
            let x = leading + column + UITableViewCell.value2Gap
            if let detail {
                frames.append((detail, CGRect(x: x, y: 0, width: max(0, leading + width - x), height: content.height)))
            }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in frames {
            view.frame =
                rightToLeft
                ? CGRect(x: content.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
    }

    private func fittingHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    private func fittingWidth(_ label: UILabel) -> CGFloat {
        guard label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            .width
    }
}
