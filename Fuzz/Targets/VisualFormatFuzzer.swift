import OpenAutoLayout

// Fuzzes the Visual Format Language: the first bytes choose the views dictionary (views in one
// tree, a view without a superview, a value that is not a view) and the metrics (numbers of
// every kind, and values that are not numbers) under a fixed set of short names; the rest of
// the bytes are the format. Parsing must either give constraints or throw `LayoutError`; the
// constraints it gives must activate (or be refused with `LayoutError`) and lay out to finite
// frames when the metrics are of a sane size.

private let viewNames = ["a", "b", "c", "v1", "_x"]
private let metricNames = ["m", "p", "w"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    MainActor.assumeIsolated { VisualFormatScenario(&input).run() }
    return 0
}

@MainActor
private struct VisualFormatScenario {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: Any] = [:]
    var metrics: [String: Any] = [:]
    var saneMetrics = true
    let options: NSLayoutConstraint.FormatOptions
    let format: String

    init(_ input: inout FuzzInput) {
        var placed: [UIView] = [root]
        for name in viewNames {
            let role = input.byte() % 6
            switch role {
            case 0: continue
            case 1: views[name] = UIView()
            case 2: views[name] = "not a view"
            default:
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = role == 5
                input.pick(placed).addSubview(view)
                placed.append(view)
                views[name] = view
            }
        }
        for name in metricNames {
            switch input.byte() % 4 {
            case 0: continue
            case 1: metrics[name] = "not a number"
            default:
                let number = input.layoutNumber()
                if !(abs(number) <= 1e6) { saneMetrics = false }
                metrics[name] = input.flag() ? number : Int(exactly: number.rounded()) ?? number
            }
        }
        let flags: [NSLayoutConstraint.FormatOptions] = [
            [], .alignAllLeft, .alignAllTop, .alignAllCenterY, .alignAllLeading, .alignAllLastBaseline,
            .directionRightToLeft, .directionLeftToRight, .spacingBaselineToBaseline,
            NSLayoutConstraint.FormatOptions(rawValue: UInt(input.byte()) << 8 | UInt(input.byte())),
        ]
        options = input.pick(flags).union(input.pick(flags))
        format = input.remainingText()
    }

    func run() {
        LayoutDiagnostics.sink = { _ in }
        let constraints: [NSLayoutConstraint]
        do {
            constraints = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            precondition(!error.message.isEmpty, "a Visual Format error without a message")
            return
        }
        for constraint in constraints {
            precondition(constraint.constant.isFinite, "a Visual Format constraint with a non-finite constant")
        }
        do {
            try NSLayoutConstraint.checkedActivate(constraints)
        } catch {
            precondition(!error.message.isEmpty, "an activation error without a message")
            return
        }
        root.layoutIfNeeded()
        guard saneMetrics else { return }
        for case let view as UIView in views.values where view.isDescendant(of: root) {
            let frame = view.frame
            precondition(
                [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                "a non-finite frame \(frame) from the format \(format)")
        }
    }
}
