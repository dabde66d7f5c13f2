print("solver-benchmark: see issue 2")
