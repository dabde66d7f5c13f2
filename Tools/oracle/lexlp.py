#!/usr/bin/env python3
"""Independent lexicographic LP oracle for the Cassowary solver's differential test.

Usage: python3 Tools/oracle/lexlp.py IN.json OUT.json

IN.json:
  {"systems": [
     {"id": 0,
      "seed": 123,                           # optional, informational (the generator's seed)
      "variables": 12,                       # variables are numbered 0 ..< variables
      "values": [0.0, ...],                  # optional, informational (the solver's values)
      "constraints": [C, ...],               # the constraints held at the end (edits included)
      "rejections": [                        # required additions the solver refused
         {"present": [C, ...],               # required constraints held at that time
          "new": C,                          # the refused constraint
          "conflicting": [i, ...]}]}]}       # the solver's conflicting set, indices into present
  C = {"terms": [[variable index, coefficient], ...], "constant": c,
       "relation": "==" | "<=" | ">=", "priority": p}
      meaning  sum(coefficient * x[index]) + c  relation  0;  p == 1000 is required.

OUT.json:
  {"systems": [
     {"id": 0,
      "requiredFeasible": true,              # the final required constraints can all hold
      "levels": [{"priority": p, "optimum": v, "uncertainty": u}, ...],   # highest first;
                                             # the true optimum lies in [v, v + u] (up to HiGHS's
                                             # own accuracy): u is what the holds could have bought
      "rejections": [
         {"infeasible": true,                # present + new cannot hold together
          "conflictInfeasible": true,        # conflicting + new cannot hold together
          "minimal": true,                   # dropping any one conflicting member makes it feasible
          "notNeeded": [i, ...]}],           # conflicting members whose removal stays infeasible
      "error": null}]}                       # or a message when an LP failed unexpectedly

Method: required constraints are hard. For each non-required priority level, from the highest
down, one LP minimises that level's total violation, with every higher level's total violation
held at (<=) its optimum plus HOLD_TOLERANCE + HOLD_RELATIVE_TOLERANCE * |optimum| (a bare 1e-9
made HiGHS call some lower levels infeasible once a higher optimum reached thousands; when it
still does, the relative hold is loosened tenfold, at most twice). Violations: for an equality e, e = p - n with
p, n >= 0 and violation p + n; for e >= 0, e + s >= 0 with s >= 0 and violation s; for e <= 0,
e - s <= 0. Variables are free. Solved with scipy.optimize.linprog(method="highs"), which is
deterministic for a given input.
"""

import json
import sys

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000.0
HOLD_TOLERANCE = 1e-9
HOLD_RELATIVE_TOLERANCE = 1e-11
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


class LP:
    """Rows of a linear program over free x (the system's variables) and nonnegative slacks."""

    def __init__(self, variables):
        self.columns = variables
        self.bounds = [(None, None)] * variables
        self.eq_rows, self.eq_rhs = [], []
        self.ub_rows, self.ub_rhs = [], []
        self.ub_signs = []

    def new_slack(self):
        self.columns += 1
        self.bounds.append((0, None))
        return self.columns - 1

    def add_row(self, coefficients, relation, rhs):
        """sum(coefficients[j] * column j) relation rhs, coefficients a {column: value} dict."""
        if relation == "==":
            self.eq_rows.append(coefficients)
            self.eq_rhs.append(rhs)
        elif relation == "<=":
            self.ub_rows.append(coefficients)
            self.ub_rhs.append(rhs)
            self.ub_signs.append(1.0)
        else:  # ">=": negate into <=
            self.ub_rows.append({j: -a for j, a in coefficients.items()})
            self.ub_rhs.append(-rhs)
            self.ub_signs.append(-1.0)

    def add_hard(self, constraint):
        self.add_row(expression(constraint), constraint["relation"], -constraint["constant"])

    def add_soft(self, constraint):
        """Adds the constraint with violation slacks; returns the slack columns."""
        row = expression(constraint)
        relation = constraint["relation"]
        if relation == "==":
            p, n = self.new_slack(), self.new_slack()
            row[p] = -1.0
            row[n] = 1.0
            slacks = [p, n]
        else:
            s = self.new_slack()
            row[s] = 1.0 if relation == ">=" else -1.0
            slacks = [s]
        self.add_row(row, relation, -constraint["constant"])
        return slacks

    def solve(self, objective_columns):
        """Minimises the sum of the given columns; returns (status, optimum, the marginals of
        the <= rows, in the order they were added)."""
        c = np.zeros(self.columns)
        for j in objective_columns:
            c[j] = 1.0

        def matrix(rows):
            if not rows:
                return None
            m = np.zeros((len(rows), self.columns))
            for i, row in enumerate(rows):
                for j, a in row.items():
                    m[i, j] = a
            return m

        if not self.eq_rows and not self.ub_rows and not objective_columns:
            return 0, 0.0, []
        result = linprog(
            c,
            A_ub=matrix(self.ub_rows),
            b_ub=np.array(self.ub_rhs) if self.ub_rows else None,
            A_eq=matrix(self.eq_rows),
            b_eq=np.array(self.eq_rhs) if self.eq_rows else None,
            bounds=self.bounds,
            method="highs",
            options=HIGHS_OPTIONS,
        )
        if result.status != 0:
            return result.status, None, []
        ub_signs = self.ub_signs
        marginals = list(result.ineqlin.marginals) if self.ub_rows else []
        return result.status, result.fun, [m * sign for m, sign in zip(marginals, ub_signs)]


def expression(constraint):
    """The constraint's terms as a {variable: coefficient} dict (repeated variables add up)."""
    row = {}
    for index, coefficient in constraint["terms"]:
        row[int(index)] = row.get(int(index), 0.0) + float(coefficient)
    return row


def variable_count(constraints, declared=0):
    count = declared
    for constraint in constraints:
        for index, _ in constraint["terms"]:
            count = max(count, int(index) + 1)
    return count


def feasible(constraints, declared=0):
    """Whether all the constraints (treated as hard) can hold together."""
    lp = LP(variable_count(constraints, declared))
    for constraint in constraints:
        lp.add_hard(constraint)
    status, _, _ = lp.solve([])
    if status == 0:
        return True
    if status == 2:
        return False
    raise RuntimeError("feasibility LP ended with status %d" % status)


def lexicographic_levels(system):
    """Per-level optimal total violation, highest priority first. When HiGHS finds a level
    infeasible against the rounded optima above it, the levels are solved again with the hold
    loosened tenfold (at most twice): the tightest hold HiGHS accepts gives the optimum."""
    for attempt in range(3):
        try:
            return levels_with_hold(system, HOLD_RELATIVE_TOLERANCE * 10**attempt)
        except InfeasibleLevel:
            if attempt == 2:
                raise


class InfeasibleLevel(RuntimeError):
    pass


def levels_with_hold(system, relative_hold):
    constraints = system["constraints"]
    n = variable_count(constraints, system.get("variables", 0))
    hard = [c for c in constraints if c["priority"] >= REQUIRED]
    priorities = sorted({c["priority"] for c in constraints if c["priority"] < REQUIRED}, reverse=True)
    levels = []
    for priority in priorities:
        lp = LP(n)
        for constraint in hard:
            lp.add_hard(constraint)
        holds = []  # (index among the <= rows, how far the hold exceeds the optimum)
        for higher in levels:  # hold each higher level at its optimum
            columns = []
            for constraint in constraints:
                if constraint["priority"] == higher["priority"]:
                    columns += lp.add_soft(constraint)
            slack = HOLD_TOLERANCE + relative_hold * abs(higher["optimum"])
            holds.append((len(lp.ub_rows), slack))
            lp.add_row({j: 1.0 for j in columns}, "<=", higher["optimum"] + slack)
        objective = []
        for constraint in constraints:
            if constraint["priority"] == priority:
                objective += lp.add_soft(constraint)
        status, optimum, marginals = lp.solve(objective)
        if status == 2:
            raise InfeasibleLevel("level %r LP ended with status 2 (infeasible)" % priority)
        if status != 0:
            raise RuntimeError("level %r LP ended with status %d" % (priority, status))
        # The holds let higher levels exceed their optima a little, which this level may have
        # spent: by at most each hold's shadow price times its slack (first order).
        uncertainty = sum(abs(marginals[row]) * slack for row, slack in holds)
        levels.append({"priority": priority, "optimum": max(0.0, optimum), "uncertainty": uncertainty})
    return levels


def check_rejection(rejection):
    present, new, conflicting = rejection["present"], rejection["new"], rejection["conflicting"]
    conflict = [present[i] for i in conflicting]
    not_needed = [i for i in conflicting
                  if not feasible([present[j] for j in conflicting if j != i] + [new])]
    return {
        "infeasible": not feasible(present + [new]),
        "conflictInfeasible": not feasible(conflict + [new]),
        "minimal": not not_needed,
        "notNeeded": not_needed,
    }


def check_system(system):
    out = {"id": system["id"], "requiredFeasible": True, "levels": [], "rejections": [], "error": None}
    try:
        hard = [c for c in system["constraints"] if c["priority"] >= REQUIRED]
        out["requiredFeasible"] = feasible(hard, system.get("variables", 0))
        if out["requiredFeasible"]:
            out["levels"] = lexicographic_levels(system)
        out["rejections"] = [check_rejection(r) for r in system.get("rejections", [])]
    except Exception as error:  # reported to the Swift side as a failure of this system
        out["error"] = "%s: %s" % (type(error).__name__, error)
    return out


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: lexlp.py IN.json OUT.json\n")
        return 2
    with open(argv[1]) as f:
        systems = json.load(f)["systems"]
    results = [check_system(system) for system in systems]
    with open(argv[2], "w") as f:
        json.dump({"systems": results}, f, indent=1, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
