import Foundation

@MainActor
extension LoadedScreen {
    /// The expectations the laid-out screen does not meet, each value compared to within
    /// `tolerance` points.
    public func unmetExpectations(tolerance: CGFloat = 0.001) -> [ExpectationMismatch] {
        expectations.compactMap { expectation in
            let actual = measure(expectation)
            let met =
                actual.count == expectation.values.count
                && zip(actual, expectation.values).allSatisfy { value, expected in
                    expected.map { abs(value - $0) <= tolerance } ?? true
                }
            return met ? nil : ExpectationMismatch(file: fileName, expectation: expectation, actual: actual)
        }
    }

    /// The numbers `expectation` is about, measured now; empty when its subject has no such
    /// property.
    public func measure(_ expectation: SpecExpectation) -> [CGFloat] {
        let name = expectation.subject
        func rect(_ rect: CGRect) -> [CGFloat] { [rect.minX, rect.minY, rect.width, rect.height] }
        func insets(_ insets: UIEdgeInsets) -> [CGFloat] { [insets.top, insets.left, insets.bottom, insets.right] }
        let view = self.view(named: name)
        let scrollView = view as? UIScrollView
        switch expectation.property {
        case .frame: return view.map { rect($0.frame) } ?? []
        case .layoutFrame: return guide(named: name).map { rect($0.layoutFrame) } ?? []
        case .safeAreaInsets: return view.map { insets($0.safeAreaInsets) } ?? []
        case .layoutMargins: return view.map { insets($0.layoutMargins) } ?? []
        case .contentInset: return scrollView.map { insets($0.contentInset) } ?? []
        case .adjustedContentInset: return scrollView.map { insets($0.adjustedContentInset) } ?? []
        case .contentOffset: return scrollView.map { [$0.contentOffset.x, $0.contentOffset.y] } ?? []
        case .contentSize: return scrollView.map { [$0.contentSize.width, $0.contentSize.height] } ?? []
        case .topLayoutGuide: return controller(named: name).map { [$0.topLayoutGuide.length] } ?? []
        case .bottomLayoutGuide: return controller(named: name).map { [$0.bottomLayoutGuide.length] } ?? []
        }
    }
}
