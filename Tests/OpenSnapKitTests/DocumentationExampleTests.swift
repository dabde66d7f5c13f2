import Foundation
import OpenAutoLayout
import OpenSnapKit
import Testing

/// The example of the OpenSnapKit documentation catalog's landing page, so that the frames it
/// prints stay true.
@MainActor @Suite struct DocumentationExampleTests {
    @Test func aConstraintHandleMovesTheBoxWhenItsOffsetChanges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        root.addSubview(box)
        var top: Constraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(64).constraint
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 64, width: 335, height: 44))

        top?.update(offset: 100)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 335, height: 44))
    }
}
