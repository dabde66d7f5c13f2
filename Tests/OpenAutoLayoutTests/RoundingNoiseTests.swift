import Foundation
import Testing

@testable import OpenAutoLayout

/// A frame that drives its own constraints keeps its value where the solver's answer differs
/// from it only by rounding, and takes the answer where it differs by more or overflowed.
@MainActor @Suite struct RoundingNoiseTests {
    @Test func anUlpFromTheSetFrameKeepsTheSetFrame() {
        let set = CGRect(x: 0, y: 0, width: 393, height: 110)
        let answer = CGRect(x: 0, y: -1.1368683772161603e-13, width: 393.00000000000006, height: 110)
        #expect(RoundingNoise.settled(answer, current: set) == set)
    }

    @Test func aChangeOfAThousandthOfAPointIsTaken() {
        let set = CGRect(x: 10, y: 20, width: 100, height: 50)
        let answer = CGRect(x: 10.001, y: 20, width: 100, height: 60)
        #expect(RoundingNoise.settled(answer, current: set) == CGRect(x: 10.001, y: 20, width: 100, height: 60))
    }

    @Test func eachComponentIsSettledOnItsOwn() {
        let set = CGRect(x: 0, y: 0, width: 393, height: 110)
        let answer = CGRect(x: 5.684341886080802e-14, y: 0, width: 393, height: 120)
        #expect(RoundingNoise.settled(answer, current: set) == CGRect(x: 0, y: 0, width: 393, height: 120))
    }

    @Test func anOverflowedAnswerIsNotNoise() {
        let set = CGRect(x: 0, y: 1.5e308, width: 10, height: 10)
        let answer = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)
        #expect(RoundingNoise.settled(answer, current: set).minY == .infinity)
    }
}
