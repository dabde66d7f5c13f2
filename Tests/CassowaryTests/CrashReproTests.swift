// Call sequences that once crashed the solver ("the objective is unbounded": a reduced cost of
// -1.3e-9 left by rounding over many pivots chose a direction no row bounds). Each was found by
// the differential test's shrinker and reduced until every call matters; they now run always.

import Cassowary
import Foundation
import Testing

@Suite
struct CrashReproTests {
    /// Crashed in Simplex.swift with "the objective is unbounded; a restricted error symbol
    /// should bound it" at the last addConstraint (found while shrinking differential system 3390).
    @Test func unboundedObjectiveAfterRemovalAndEdits() {
        let s = Solver()
        let v = (0..<46).map { Variable("v\($0)") }
        let c2 = Constraint(
            LinearExpression(terms: [Term(v[10], -3.0), Term(v[0], -1.0)], constant: 0.0), .greaterThanOrEqual,
            priority: Priority(750.0))
        _ = try? s.addConstraints([c2])
        let c5 = Constraint(
            LinearExpression(terms: [Term(v[5], 0.5)], constant: 51.0), .equal, priority: Priority(500.0))
        _ = try? s.addConstraint(c5)
        let c10 = Constraint(
            LinearExpression(terms: [Term(v[34], -1.0)], constant: 53.0), .equal, priority: Priority(250.0))
        _ = try? s.addConstraint(c10)
        let c11 = Constraint(
            LinearExpression(terms: [Term(v[40], -3.0), Term(v[5], 1.0)], constant: 0.0), .equal,
            priority: Priority(999.0))
        _ = try? s.addConstraint(c11)
        let c12 = Constraint(
            LinearExpression(terms: [Term(v[26], 1.0), Term(v[10], 0.5)], constant: 0.0), .greaterThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c12)
        let c13 = Constraint(
            LinearExpression(
                terms: [Term(v[31], 1.0), Term(v[13], 2.0), Term(v[14], -2.0), Term(v[26], 1.0)], constant: -18.0),
            .lessThanOrEqual, priority: Priority(250.0))
        _ = try? s.addConstraint(c13)
        let c14 = Constraint(
            LinearExpression(terms: [Term(v[19], 1.0)], constant: 0.0), .equal, priority: Priority(250.0))
        _ = try? s.addConstraint(c14)
        let c16 = Constraint(
            LinearExpression(terms: [Term(v[20], 3.0), Term(v[17], 1.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(750.0))
        let c17 = Constraint(
            LinearExpression(terms: [Term(v[44], -1.0), Term(v[11], 1.0), Term(v[27], 1.0)], constant: 31.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraints([c16, c17])
        let c18 = Constraint(
            LinearExpression(terms: [Term(v[24], 2.0), Term(v[43], 1.0), Term(v[11], 2.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(500.0))
        _ = try? s.addConstraint(c18)
        let c20 = Constraint(
            LinearExpression(terms: [Term(v[18], 3.0), Term(v[24], -2.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c20)
        let c22 = Constraint(
            LinearExpression(
                terms: [Term(v[21], 2.0), Term(v[12], -1.0), Term(v[42], -3.0), Term(v[15], 2.0)], constant: 0.0),
            .equal, priority: Priority(999.5))
        _ = try? s.addConstraint(c22)
        let c23 = Constraint(
            LinearExpression(terms: [Term(v[29], 0.5), Term(v[13], 1.0)], constant: 20.0), .lessThanOrEqual,
            priority: Priority(500.0))
        _ = try? s.addConstraint(c23)
        let c25 = Constraint(
            LinearExpression(
                terms: [Term(v[42], -1.0), Term(v[37], 0.5), Term(v[26], 0.5), Term(v[29], 1.0)], constant: -49.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraints([c25])
        let c28 = Constraint(
            LinearExpression(terms: [Term(v[32], 3.0), Term(v[14], -1.0)], constant: -55.0), .equal,
            priority: Priority(750.0))
        let c29 = Constraint(
            LinearExpression(terms: [Term(v[0], 1.0), Term(v[32], -2.0), Term(v[20], 1.0)], constant: -45.0),
            .lessThanOrEqual, priority: Priority(999.0))
        let c31 = Constraint(
            LinearExpression(
                terms: [Term(v[32], 1.0), Term(v[25], 1.0), Term(v[24], -1.0), Term(v[2], 2.0)], constant: 11.0),
            .lessThanOrEqual, priority: Priority(250.0))
        _ = try? s.addConstraints([c28, c29, c31])
        let c32 = Constraint(
            LinearExpression(terms: [Term(v[16], -3.0), Term(v[13], -1.0), Term(v[23], -1.0)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c32)
        let c33 = Constraint(
            LinearExpression(terms: [Term(v[34], -3.0), Term(v[21], 1.0), Term(v[6], 1.0)], constant: -21.0), .equal,
            priority: Priority(250.0))
        _ = try? s.addConstraint(c33)
        let c35 = Constraint(
            LinearExpression(terms: [Term(v[15], 2.0)], constant: 45.0), .greaterThanOrEqual, priority: Priority(500.0))
        _ = try? s.addConstraint(c35)
        let c36 = Constraint(
            LinearExpression(
                terms: [Term(v[17], 2.0), Term(v[24], 3.0), Term(v[8], -1.0), Term(v[10], 3.0)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c36)
        let c37 = Constraint(
            LinearExpression(terms: [Term(v[10], 2.0), Term(v[31], -2.0), Term(v[2], -6.0)], constant: 0.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c37)
        let c38 = Constraint(
            LinearExpression(
                terms: [Term(v[28], 3.0), Term(v[17], 1.0), Term(v[44], -1.0), Term(v[24], -2.0)], constant: 0.0),
            .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c38)
        let c39 = Constraint(
            LinearExpression(terms: [Term(v[0], -1.0)], constant: 29.0), .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c39)
        let c42 = Constraint(
            LinearExpression(terms: [Term(v[4], 1.0), Term(v[19], 2.0)], constant: -7.0), .greaterThanOrEqual,
            priority: Priority(1000.0))
        let c43 = Constraint(
            LinearExpression(terms: [Term(v[27], 1.0), Term(v[8], 0.5), Term(v[44], 2.0)], constant: 50.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraints([c42, c43])
        let c45 = Constraint(
            LinearExpression(terms: [Term(v[2], -3.0)], constant: 0.0), .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c45)
        let c47 = Constraint(
            LinearExpression(terms: [Term(v[23], 1.0), Term(v[25], 0.5)], constant: -47.0), .lessThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c47)
        let c48 = Constraint(
            LinearExpression(
                terms: [Term(v[30], 1.0), Term(v[16], -1.0), Term(v[42], 1.0), Term(v[29], 1.0)], constant: -38.0),
            .lessThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraint(c48)
        let c54 = Constraint(
            LinearExpression(terms: [Term(v[21], 1.0)], constant: -42.0), .greaterThanOrEqual, priority: Priority(999.0)
        )
        _ = try? s.addConstraint(c54)
        let c58 = Constraint(
            LinearExpression(terms: [Term(v[37], 1.0), Term(v[20], -3.0), Term(v[43], 0.5)], constant: -56.0),
            .greaterThanOrEqual, priority: Priority(750.0))
        let c59 = Constraint(
            LinearExpression(terms: [Term(v[36], 3.0)], constant: 0.0), .lessThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraints([c58, c59])
        let c61 = Constraint(
            LinearExpression(terms: [Term(v[40], 1.0), Term(v[15], 3.0)], constant: 0.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c61)
        let c63 = Constraint(
            LinearExpression(terms: [Term(v[6], 2.0), Term(v[30], 1.0)], constant: 58.0), .equal,
            priority: Priority(750.0))
        _ = try? s.addConstraint(c63)
        let c64 = Constraint(
            LinearExpression(terms: [Term(v[16], -3.0), Term(v[4], -3.0)], constant: -48.0), .lessThanOrEqual,
            priority: Priority(1.0))
        _ = try? s.addConstraint(c64)
        let c65 = Constraint(
            LinearExpression(
                terms: [Term(v[25], 3.0), Term(v[37], 1.0), Term(v[28], -3.0), Term(v[16], 3.0)], constant: 41.0),
            .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c65)
        let c66 = Constraint(
            LinearExpression(terms: [Term(v[5], 2.0), Term(v[16], -3.0)], constant: 0.0), .equal,
            priority: Priority(999.0))
        _ = try? s.addConstraint(c66)
        let c67 = Constraint(
            LinearExpression(terms: [Term(v[21], 3.0)], constant: 0.0), .lessThanOrEqual, priority: Priority(250.0))
        let c68 = Constraint(
            LinearExpression(terms: [Term(v[12], 1.0), Term(v[18], -3.0), Term(v[19], 3.0)], constant: 0.0), .equal,
            priority: Priority(999.5))
        let c69 = Constraint(
            LinearExpression(terms: [Term(v[15], -2.0), Term(v[27], -2.0), Term(v[43], -1.0)], constant: -9.0), .equal,
            priority: Priority(1.0))
        let c70 = Constraint(
            LinearExpression(terms: [Term(v[19], -3.0), Term(v[43], 3.0), Term(v[6], 2.0)], constant: -53.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraints([c67, c68, c69, c70])
        let c71 = Constraint(
            LinearExpression(
                terms: [Term(v[41], -1.0), Term(v[6], 1.0), Term(v[13], -3.0), Term(v[18], -3.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c71)
        let c72 = Constraint(
            LinearExpression(terms: [Term(v[41], -1.0), Term(v[24], 0.5)], constant: -33.0), .lessThanOrEqual,
            priority: Priority(250.0))
        _ = try? s.addConstraint(c72)
        _ = try? s.removeConstraint(c12)
        let c74 = Constraint(
            LinearExpression(terms: [Term(v[43], 2.0)], constant: -18.0), .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c74)
        let c75 = Constraint(
            LinearExpression(terms: [Term(v[21], 2.0), Term(v[14], 3.0), Term(v[20], -1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(500.0))
        _ = try? s.addConstraint(c75)
        let c76 = Constraint(
            LinearExpression(terms: [Term(v[4], -1.0)], constant: -35.0), .greaterThanOrEqual, priority: Priority(750.0)
        )
        _ = try? s.addConstraint(c76)
        let c77 = Constraint(
            LinearExpression(terms: [Term(v[8], 3.0), Term(v[12], 3.0)], constant: 55.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c77)
        let c78 = Constraint(
            LinearExpression(terms: [Term(v[0], 1.0), Term(v[11], 1.0), Term(v[19], 1.0)], constant: 29.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c78)
        _ = try? s.addEditVariable(v[8], priority: Priority(500.0))
        let c79 = Constraint(
            LinearExpression(terms: [Term(v[25], -1.0), Term(v[29], -3.0)], constant: 0.0), .greaterThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c79)
        let c82 = Constraint(
            LinearExpression(terms: [Term(v[45], 0.5), Term(v[6], -2.0), Term(v[30], -1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraints([c82])
        _ = try? s.suggestValue(v[8], 75.0)
        let c83 = Constraint(
            LinearExpression(terms: [Term(v[23], 2.0), Term(v[25], -2.0)], constant: 0.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraint(c83)
        s.updateVariables()
        for c in s.constraints where c.priority.isRequired {
            #expect(c.violation <= 1e-6, "\(c) is violated by \(c.violation)")
        }
    }

    /// Crashed in Simplex.swift with "the objective is unbounded; a restricted error symbol
    /// should bound it" at the last addConstraint (differential system 7808; no edit variables).
    @Test func unboundedObjectiveAfterRemovingARequiredEquality() {
        let s = Solver()
        let v = (0..<44).map { Variable("v\($0)") }
        let c10 = Constraint(
            LinearExpression(terms: [Term(v[27], 1.0), Term(v[31], -1.0), Term(v[8], -1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraints([c10])
        let c11 = Constraint(
            LinearExpression(terms: [Term(v[21], 2.0), Term(v[4], -3.0)], constant: 0.0), .equal,
            priority: Priority(750.0))
        _ = try? s.addConstraint(c11)
        let c12 = Constraint(
            LinearExpression(terms: [Term(v[8], -1.0), Term(v[20], 1.0), Term(v[1], -3.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(250.0))
        _ = try? s.addConstraint(c12)
        let c13 = Constraint(
            LinearExpression(terms: [Term(v[24], 3.0), Term(v[36], 1.0)], constant: 59.0), .equal,
            priority: Priority(1000.0))
        let c15 = Constraint(
            LinearExpression(terms: [Term(v[5], 2.0), Term(v[39], -1.0), Term(v[36], 1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        let c16 = Constraint(
            LinearExpression(terms: [Term(v[26], 1.0), Term(v[20], 1.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(1.0))
        _ = try? s.addConstraints([c13, c15, c16])
        let c18 = Constraint(
            LinearExpression(terms: [Term(v[31], 2.0), Term(v[25], 1.0), Term(v[42], 0.5)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraint(c18)
        let c19 = Constraint(
            LinearExpression(terms: [Term(v[40], 0.5), Term(v[37], 1.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c19)
        let c21 = Constraint(
            LinearExpression(
                terms: [Term(v[10], -2.0), Term(v[35], -3.0), Term(v[9], -3.0), Term(v[5], 1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(999.5))
        _ = try? s.addConstraint(c21)
        let c22 = Constraint(
            LinearExpression(terms: [Term(v[34], -1.0), Term(v[37], 1.0)], constant: 0.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c22)
        let c23 = Constraint(
            LinearExpression(terms: [Term(v[22], -1.0), Term(v[13], 1.0), Term(v[36], 1.0)], constant: 0.0), .equal,
            priority: Priority(750.0))
        _ = try? s.addConstraint(c23)
        let c26 = Constraint(
            LinearExpression(terms: [Term(v[18], 0.5), Term(v[27], 3.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(999.0))
        let c27 = Constraint(
            LinearExpression(terms: [Term(v[10], 0.5)], constant: 58.0), .greaterThanOrEqual, priority: Priority(1000.0)
        )
        let c28 = Constraint(
            LinearExpression(terms: [Term(v[26], 1.0), Term(v[2], 1.0), Term(v[21], -1.0)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraints([c26, c27, c28])
        let c30 = Constraint(
            LinearExpression(terms: [Term(v[31], -1.0), Term(v[11], -2.0)], constant: 0.0), .equal,
            priority: Priority(1.0))
        _ = try? s.addConstraint(c30)
        let c34 = Constraint(
            LinearExpression(terms: [Term(v[34], -1.0), Term(v[20], 0.5), Term(v[1], 2.0)], constant: -20.0),
            .lessThanOrEqual, priority: Priority(750.0))
        let c35 = Constraint(
            LinearExpression(terms: [Term(v[14], -3.0), Term(v[8], 0.5)], constant: 0.0), .greaterThanOrEqual,
            priority: Priority(1000.0))
        _ = try? s.addConstraints([c34, c35])
        let c55 = Constraint(
            LinearExpression(terms: [Term(v[9], 2.0)], constant: 112.0), .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c55)
        let c57 = Constraint(
            LinearExpression(
                terms: [Term(v[2], 0.5), Term(v[1], 2.0), Term(v[30], -3.0), Term(v[29], 2.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(1.0))
        _ = try? s.addConstraint(c57)
        let c58 = Constraint(
            LinearExpression(terms: [Term(v[21], 1.0), Term(v[39], 1.0), Term(v[43], 1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(1000.0))
        let c60 = Constraint(
            LinearExpression(terms: [Term(v[15], -2.0), Term(v[22], -2.0)], constant: 0.0), .lessThanOrEqual,
            priority: Priority(750.0))
        let c61 = Constraint(
            LinearExpression(terms: [Term(v[21], 3.0), Term(v[40], 0.5), Term(v[35], -1.0)], constant: 0.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraints([c58, c60, c61])
        let c62 = Constraint(
            LinearExpression(terms: [Term(v[16], -2.0), Term(v[36], -1.0)], constant: 0.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraint(c62)
        let c63 = Constraint(
            LinearExpression(terms: [Term(v[34], 1.0), Term(v[43], 0.5)], constant: -20.0), .equal,
            priority: Priority(1000.0))
        _ = try? s.addConstraint(c63)
        let c64 = Constraint(
            LinearExpression(
                terms: [Term(v[1], -2.0), Term(v[24], 0.5), Term(v[42], 3.0), Term(v[16], -1.0)], constant: 0.0),
            .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c64)
        let c65 = Constraint(
            LinearExpression(terms: [Term(v[25], 2.0)], constant: 0.0), .lessThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraint(c65)
        let c66 = Constraint(
            LinearExpression(terms: [Term(v[14], -1.0)], constant: -43.0), .greaterThanOrEqual,
            priority: Priority(250.0))
        _ = try? s.addConstraint(c66)
        let c67 = Constraint(
            LinearExpression(terms: [Term(v[6], 3.0)], constant: 0.0), .lessThanOrEqual, priority: Priority(1.0))
        _ = try? s.addConstraint(c67)
        let c68 = Constraint(
            LinearExpression(terms: [Term(v[27], -1.0)], constant: 0.0), .lessThanOrEqual, priority: Priority(1000.0))
        _ = try? s.addConstraint(c68)
        let c69 = Constraint(
            LinearExpression(
                terms: [Term(v[29], 0.5), Term(v[30], -1.0), Term(v[15], 2.0), Term(v[35], -2.0)], constant: 0.0),
            .equal, priority: Priority(1.0))
        _ = try? s.addConstraint(c69)
        let c71 = Constraint(
            LinearExpression(terms: [Term(v[35], 0.5)], constant: -50.0), .equal, priority: Priority(999.5))
        let c72 = Constraint(
            LinearExpression(terms: [Term(v[22], 1.0), Term(v[2], -1.0)], constant: 0.0), .equal,
            priority: Priority(750.0))
        let c73 = Constraint(
            LinearExpression(terms: [Term(v[39], -1.0), Term(v[30], -2.0), Term(v[11], 1.0)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(999.5))
        _ = try? s.addConstraints([c71, c72, c73])
        let c75 = Constraint(
            LinearExpression(terms: [Term(v[2], 0.5), Term(v[24], 1.0)], constant: 60.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraint(c75)
        let c76 = Constraint(
            LinearExpression(terms: [Term(v[42], 0.5), Term(v[43], 1.0)], constant: 0.0), .equal,
            priority: Priority(500.0))
        _ = try? s.addConstraint(c76)
        let c77 = Constraint(
            LinearExpression(terms: [Term(v[4], -1.0), Term(v[33], 1.0)], constant: 0.0), .equal,
            priority: Priority(999.0))
        let c78 = Constraint(
            LinearExpression(terms: [Term(v[31], 1.0), Term(v[21], -3.0)], constant: 0.0), .greaterThanOrEqual,
            priority: Priority(250.0))
        let c79 = Constraint(
            LinearExpression(terms: [Term(v[13], 0.5), Term(v[31], 2.0), Term(v[37], -1.0)], constant: 0.0),
            .lessThanOrEqual, priority: Priority(999.0))
        _ = try? s.addConstraints([c77, c78, c79])
        _ = try? s.removeConstraint(c64)
        let c91 = Constraint(
            LinearExpression(terms: [Term(v[31], 1.0), Term(v[5], 1.0), Term(v[33], 0.5)], constant: 0.0),
            .greaterThanOrEqual, priority: Priority(999.5))
        _ = try? s.addConstraints([c91])
        let c92 = Constraint(
            LinearExpression(
                terms: [Term(v[22], -1.0), Term(v[35], 3.0), Term(v[37], 3.0), Term(v[18], -1.0)], constant: 0.0),
            .equal, priority: Priority(1000.0))
        _ = try? s.addConstraint(c92)
        let c109 = Constraint(
            LinearExpression(terms: [Term(v[14], -2.0)], constant: 0.0), .equal, priority: Priority(750.0))
        _ = try? s.addConstraint(c109)
        s.updateVariables()
        for c in s.constraints where c.priority.isRequired {
            #expect(c.violation <= 1e-6, "\(c) is violated by \(c.violation)")
        }
    }
}
