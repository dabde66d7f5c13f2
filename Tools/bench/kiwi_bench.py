#!/usr/bin/env python3
"""kiwisolver side of the solver benchmark (run by the solver-benchmark executable).

    kiwi_bench.py SPEC.json OUT.jsonl    time one workload described by SPEC.json
    kiwi_bench.py --bare OUT.jsonl       time kiwisolver's bare per-call costs

SPEC.json is written by Sources/SolverBenchmark/KiwiReference.swift: variables by index,
constraints as ([var, coef, var, coef, ...], constant, op, priority, owner view), the
resize steps, the sampled views and the edits. Every finished phase is appended to OUT.jsonl
as one JSON object and flushed, so a run killed at its time cap still reports what it did.

What is timed (time.perf_counter_ns; the garbage collector is off while timing, as timeit does):
  build   (median of repetitions; when the first, warm-up build used a third of the cap, that
          one build is the figure) creating the Variables, Terms, Expressions and Constraints, adding the root's two
          constraints, the two strong edit variables and their suggestions (1000, 800),
          adding every view constraint in order, then updateVariables().
  resize  per step: suggestValue (width, and height where the workload resizes it),
          updateVariables(), reading every view's four values into a list.
  edit_a  per sampled view: remove each of its constraints, add them back.
  edit_b  per edit: remove the constraint, add its variant with the other constant (both
          Constraint objects made beforehand: kiwi has no updateConstant).
  edit_c  per edit: remove the body's two height constraints, add the other pair (made
          beforehand).
  Edit loops run in chunks of 10 and stop after the chunk that passes 8 s (or the time left
  before the cap); "done" < "planned" then says the mean is over fewer edits.
  Edits exclude updateVariables(), which kiwi needs before any value can be read: this is a
  lower bound of kiwi's cost for the same observable operation.
Memory: growth of the process's current resident set (/proc/self/statm) across the first build,
which is untimed, with the system still alive; page-granular, so coarse at small sizes. (Not
ru_maxrss: Linux carries the peak over from the spawning process across exec, so the
benchmark's own peak hides Python's.)
"""
import gc
import json
import os
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {1000.0: "required", 750.0: "strong", 500.0: "medium", 250.0: "weak"}


def resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def strength(priority):
    if priority not in STRENGTHS:
        raise ValueError("no kiwi strength for priority %r" % priority)
    return STRENGTHS[priority]


def make_constraint(variables, spec_constraint, constant=None):
    flat, const, op, priority, _owner = spec_constraint
    terms = tuple(kiwi.Term(variables[flat[k]], flat[k + 1]) for k in range(0, len(flat), 2))
    expression = kiwi.Expression(terms, const if constant is None else constant)
    return kiwi.Constraint(expression, op, strength(priority))


class System:
    """One kiwi solver holding a workload."""

    def __init__(self, spec):
        variables = [kiwi.Variable() for _ in range(spec["variables"])]
        solver = kiwi.Solver()
        constraints = []
        root_count = spec["root_constraints"]
        for index, spec_constraint in enumerate(spec["constraints"]):
            if index == root_count:
                self._add_edits(solver, variables, spec)
            constraint = make_constraint(variables, spec_constraint)
            solver.addConstraint(constraint)
            constraints.append(constraint)
        if root_count >= len(spec["constraints"]):
            self._add_edits(solver, variables, spec)
        solver.updateVariables()
        self.variables = variables
        self.solver = solver
        self.constraints = constraints

    @staticmethod
    def _add_edits(solver, variables, spec):
        width, height = variables[2], variables[3]
        solver.addEditVariable(width, "strong")
        solver.addEditVariable(height, "strong")
        solver.suggestValue(width, spec["width"])
        solver.suggestValue(height, spec["height"])

    def view_values(self):
        return [v.value() for v in self.variables[4:]]


class Runner:
    def __init__(self, spec, out):
        self.spec = spec
        self.out = out
        self.deadline = time.monotonic() + 0.9 * spec["cap"]

    def emit(self, record):
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()

    def repeat(self, count, body):
        """Runs body() up to count times (at least once), stopping early when another run
        would pass the time cap; returns the list of its results (seconds)."""
        results = []
        for _ in range(count):
            started = time.monotonic()
            gc.collect()
            gc.disable()
            try:
                results.append(body())
            finally:
                gc.enable()
            if time.monotonic() + (time.monotonic() - started) > self.deadline:
                break
        return results

    def timed_loop(self, count, operation, chunk=10, budget=8.0):
        """Runs operation(k) for k in range(count) in timed chunks, stopping after the chunk that
        passes the budget (or the time left before the cap); returns (mean seconds, count run)."""
        budget = min(budget, max(0.0, self.deadline - time.monotonic()))
        total, done = 0.0, 0
        while done < count and total <= budget:
            end = min(count, done + chunk)
            start = time.perf_counter_ns()
            for k in range(done, end):
                operation(k)
            total += (time.perf_counter_ns() - start) * 1e-9
            done = end
        return total / max(done, 1), done

    def edit_phase(self, name, count, operation):
        """Repeats a timed loop of edits and emits the median inputs and the fewest edits run."""
        done_counts = []

        def body():
            mean, done = self.timed_loop(count, operation)
            done_counts.append(done)
            return mean

        times = self.repeat(self.spec["reps"]["edit"], body)
        self.emit({"phase": name, "times": times, "done": min(done_counts), "planned": count})

    def run(self):
        spec, reps = self.spec, self.spec["reps"]
        views = spec["views"]

        # Memory (and warm-up): the first build, untimed.
        gc.collect()
        before = resident_bytes()
        gc.disable()
        start = time.perf_counter_ns()
        system = System(spec)
        first = (time.perf_counter_ns() - start) * 1e-9
        gc.enable()
        gc.collect()
        after = resident_bytes()
        self.emit({"phase": "first_build", "time": first})
        self.emit({"phase": "memory", "bytes_per_view": float(after - before) / views,
                   "method": "RSS delta (/proc/self/statm)"})
        self.emit({"phase": "values", "label": "build", "values": system.view_values()})

        holder = {}

        def build():
            holder.pop("system", None)
            gc.collect()
            start = time.perf_counter_ns()
            holder["system"] = System(spec)
            return (time.perf_counter_ns() - start) * 1e-9

        # A first build that used a third of the cap is the build figure on its own.
        if first < spec["cap"] / 3:
            del system
            times = self.repeat(reps["build"], build)
        else:
            holder["system"] = system
            del system
            times = [first]
        self.emit({"phase": "build", "times": times})
        system = holder["system"]
        solver, variables = system.solver, system.variables
        width, height = variables[2], variables[3]
        view_variables = variables[4:]

        steps = spec["resize"]

        def resize():
            start = time.perf_counter_ns()
            for w, h in steps:
                solver.suggestValue(width, w)
                if h is not None:
                    solver.suggestValue(height, h)
                solver.updateVariables()
                values = [v.value() for v in view_variables]
            elapsed = (time.perf_counter_ns() - start) * 1e-9
            holder["values"] = values
            return elapsed / len(steps)

        self.emit({"phase": "resize", "times": self.repeat(reps["resize"], resize)})
        last_w, last_h = steps[-1]
        self.emit({"phase": "values", "label": "resize", "width": last_w,
                   "height": spec["height"] if last_h is None else last_h,
                   "values": holder["values"]})
        solver.suggestValue(width, spec["width"])
        solver.suggestValue(height, spec["height"])

        owned = [[] for _ in range(views)]
        for index, spec_constraint in enumerate(spec["constraints"]):
            if spec_constraint[4] >= 0:
                owned[spec_constraint[4]].append(system.constraints[index])
        sampled = [owned[v] for v in spec["sampled_views"]]

        def edit_a(k):
            constraints = sampled[k]
            for c in constraints:
                solver.removeConstraint(c)
            for c in constraints:
                solver.addConstraint(c)

        self.edit_phase("edit_a", len(sampled), edit_a)

        edits = reps["edits"] // 2 * 2
        constant_edit = spec.get("constant_edit")
        if constant_edit is not None:
            index = constant_edit["constraint"]
            spec_constraint = spec["constraints"][index]
            variants = [system.constraints[index],
                        make_constraint(variables, spec_constraint, constant_edit["edited"])]

            def edit_b(k):
                solver.removeConstraint(variants[k % 2])
                solver.addConstraint(variants[(k + 1) % 2])

            self.edit_phase("edit_b", edits, edit_b)

        pair_edit = spec.get("pair_edit")
        if pair_edit is not None:
            indices = pair_edit["constraints"]
            pairs = [[system.constraints[i] for i in indices],
                     [make_constraint(variables, spec["constraints"][i], c)
                      for i, c in zip(indices, pair_edit["edited"])]]

            def edit_c(k):
                for c in pairs[k % 2]:
                    solver.removeConstraint(c)
                for c in pairs[(k + 1) % 2]:
                    solver.addConstraint(c)

            self.edit_phase("edit_c", edits, edit_c)
        self.emit({"phase": "done"})


def bare(out):
    """kiwisolver's cost per call on a tiny system: what Python and the binding add."""
    count = 20000
    results = {}
    gc.disable()

    start = time.perf_counter_ns()
    for _ in range(count):
        pass
    results["empty_loop_ns"] = (time.perf_counter_ns() - start) / count

    solver = kiwi.Solver()
    x = kiwi.Variable("x")
    c = kiwi.Constraint(kiwi.Expression((kiwi.Term(x, 1.0),), -1.0), "==", "required")
    start = time.perf_counter_ns()
    for _ in range(count):
        solver.addConstraint(c)
        solver.removeConstraint(c)
    results["add_remove_pair_ns"] = (time.perf_counter_ns() - start) / count

    start = time.perf_counter_ns()
    for _ in range(count):
        kiwi.Constraint(kiwi.Expression((kiwi.Term(x, 1.0),), -1.0), "==", "required")
    results["make_constraint_ns"] = (time.perf_counter_ns() - start) / count

    y = kiwi.Variable("y")
    solver.addEditVariable(y, "strong")
    start = time.perf_counter_ns()
    for k in range(count):
        solver.suggestValue(y, float(k & 1))
    results["suggest_value_ns"] = (time.perf_counter_ns() - start) / count

    start = time.perf_counter_ns()
    for _ in range(count):
        solver.updateVariables()
    results["update_variables_ns"] = (time.perf_counter_ns() - start) / count

    start = time.perf_counter_ns()
    for _ in range(count):
        y.value()
    results["read_value_ns"] = (time.perf_counter_ns() - start) / count
    gc.enable()
    results["phase"] = "bare"
    results["kiwisolver"] = kiwi.__version__
    results["python"] = sys.version.split()[0]
    out.write(json.dumps(results) + "\n")
    out.flush()


def main(argv):
    if len(argv) == 3 and argv[1] == "--bare":
        with open(argv[2], "w") as out:
            bare(out)
        return 0
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1]) as f:
        spec = json.load(f)
    with open(argv[2], "w") as out:
        Runner(spec, out).run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
