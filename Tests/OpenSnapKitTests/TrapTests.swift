import Foundation
import OpenAutoLayout
import OpenSnapKit
import Testing

/// The trapping verb stops the process with the same message its `checked…` twin throws.
@MainActor @Suite struct TrapTests {
    @Test func updateConstraintsTrapsWithTheCandidates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let box = UIView()
                root.addSubview(box)
                box.snp.makeConstraints { make in make.top.equalTo(root).offset(10) }
                box.snp.updateConstraints { make in make.top.equalTo(root).offset(20).priority(.high) }
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Updated constraint could not find existing matching constraint to update: "))
        #expect(output.contains(".top + 10 (differs in priority)"))
    }
}
