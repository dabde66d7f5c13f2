import OpenSnapKit
import OpenUIKit
import Testing

@MainActor @Suite struct SnapKitSourceTests {
    @Test func snapKitConstraintsAreLayoutConstraintsListedOnTheirView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView()
        container.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 50, height: 30))
        }
        container.layoutIfNeeded()
        expectRect(box.frame, 10, 10, 50, 30)
        #expect(container.constraints.count == 2)
        #expect(container.constraints.allSatisfy { $0 is LayoutConstraint })
        #expect(box.constraints.filter { $0 is LayoutConstraint }.count == 2)
    }
}
