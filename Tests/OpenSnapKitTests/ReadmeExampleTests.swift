import Foundation
import OpenAutoLayout
import OpenSnapKit
import Testing

/// The example of docs/snapkit.md (shortened in README.md), verbatim, so it stays true.
@MainActor @Suite struct ReadmeExampleTests {
    @Test func readmeExample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(64)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 64, width: 335, height: 44))
    }
}
