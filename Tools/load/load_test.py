#!/usr/bin/env python3
"""A bounded load test of `openautolayout serve` on the loopback interface.

Runs CONNECTIONS concurrent clients for DURATION seconds against http://127.0.0.1:PORT/,
mixing valid layouts (GET and POST), explanations, pictures, malformed queries, over-long
queries and oversized bodies, with one connection in eight a slow client that sends half a
request and stops (it must be closed after the server's idle time-out), then prints, per kind of request, how many were
sent, the statuses they got, p50/p99/max latency, and the server's resident memory after the
warm-up and after the run. A valid request may be refused with 503 and `Retry-After` when the
server's layout queue is full (counted apart, as the busy rate). Exits non-zero when a request got an unexpected answer, took longer
than the latency goal, the server died, or its memory grew by more than the memory goal.

Only 127.0.0.1 is ever contacted; every loop is bounded in count and time.
"""

import argparse
import asyncio
import random
import statistics
import sys
import time
import urllib.parse

EXAMPLES = [
    "extended-layout-table-translucent-bar",
    "bars-status-bar-hidden",
    "bars-toolbar-above-tab-bar",
    "margins-subview-fills-superview-margins",
    "autoresizing-masks-frame-layout",
]
DEVICES = ["iPhone8", "iPhoneX", "iPhone12Mini", "iPad"]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def valid_state(rng):
    items = [("example", rng.choice(EXAMPLES)), ("device", rng.choice(DEVICES))]
    if rng.random() < 0.5:
        items.append(("ios", rng.choice(["10", "11", "17"])))
    if rng.random() < 0.5:
        items.append(("orientation", rng.choice(["portrait", "landscapeLeft"])))
    if rng.random() < 0.3:
        items.append(("nav.translucent", rng.choice(["0", "1"])))
    return urllib.parse.urlencode(items)


# What a valid request may get: its answer, or the full queue's 503 (with Retry-After).
VALID = {200, 503}


def request_for(kind, rng, spec_text):
    """(method, path, body, expected statuses) for one request of `kind`."""
    if kind == "layout":
        return "GET", "/api/layout?" + valid_state(rng), b"", VALID
    if kind == "layout-post":
        body = urllib.parse.urlencode([("spec", spec_text), ("device", rng.choice(DEVICES))]).encode()
        return "POST", "/api/layout", body, VALID
    if kind == "explain":
        return "GET", "/api/explain?example=extended-layout-table-translucent-bar&view=table", b"", VALID
    if kind == "svg":
        return "GET", "/api/svg?" + valid_state(rng) + "&overlay=all", b"", VALID
    if kind == "malformed":
        bad = rng.choice(
            [
                "example=nope",
                "example=extended-layout-table-translucent-bar&ios=NaN",
                "example=extended-layout-table-translucent-bar&vc.additionalSafeArea=inf",
                "spec=controller%3A%20%5B",
                "example=extended-layout-table-translucent-bar&%ZZ=1",
                "example=..%2F..%2Fetc%2Fpasswd",
            ]
        )
        return "GET", "/api/layout?" + bad, b"", {400, 404}
    if kind == "long-query":
        return "GET", "/api/layout?example=x&previous=" + "a" * 70_000, b"", {414}
    if kind == "oversized":
        return "POST", "/api/layout", b"spec=" + b"a" * (2 << 20), {413}
    raise ValueError(kind)


async def exchange(port, method, path, body, timeout):
    """Sends one request on a new connection; returns (status, seconds). A 503 without
    `Retry-After: 1` is reported as status 0."""
    start = time.monotonic()
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), timeout)
    try:
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n\r\n"
        )
        writer.write(head.encode() + body)
        try:
            await writer.drain()
        except ConnectionError:
            pass  # the server may answer an oversized body and close before reading it all
        data = await asyncio.wait_for(reader.read(), timeout)
    finally:
        writer.close()
    head_lines = data.split(b"\r\n\r\n", 1)[0].split(b"\r\n")
    line = head_lines[0].split()
    status = int(line[1]) if len(line) > 1 else 0
    if status == 503 and b"retry-after: 1" not in (h.lower() for h in head_lines[1:]):
        status = 0
    return status, time.monotonic() - start


async def slow_client(port, timeout):
    """Sends half a request and stops; returns (how the server ended it, seconds to the close)."""
    start = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(b"GET /api/examples HTTP/1.1\r\nHost: 127.")
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), timeout)
    except asyncio.TimeoutError:
        return "still open", time.monotonic() - start
    finally:
        writer.close()
    return ("closed" if not data else "answered"), time.monotonic() - start


async def slow_worker(port, deadline, results, timeout):
    while time.monotonic() < deadline:
        outcome, seconds = await slow_client(port, timeout)
        results.append(("slow", outcome, seconds, outcome == "closed"))


async def worker(port, deadline, rng, weights, spec_text, results, timeout):
    kinds = list(weights)
    while time.monotonic() < deadline:
        kind = rng.choices(kinds, weights=[weights[k] for k in kinds])[0]
        method, path, body, expected = request_for(kind, rng, spec_text)
        try:
            status, seconds = await exchange(port, method, path, body, timeout)
        except (asyncio.TimeoutError, ConnectionError, OSError) as error:
            results.append((kind, type(error).__name__, timeout, False))
            continue
        results.append((kind, status, seconds, status in expected))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def run(args):
    spec_text = open(args.spec).read()
    rng = random.Random(args.seed)
    weights = {
        "layout": 40,
        "layout-post": 10,
        "explain": 10,
        "svg": 10,
        "malformed": 15,
        "long-query": 5,
        "oversized": 3,
    }
    # The warm-up sends the same mix as the run: the first oversized bodies, long queries and
    # specs parsed side by side raise the server's buffers and allocator arenas to where they
    # stay, which is not growth.
    warm = []
    warm_deadline = time.monotonic() + args.warmup
    await asyncio.gather(
        *(worker(args.port, warm_deadline, random.Random(rng.random()), weights, spec_text, warm, 30)
          for _ in range(args.connections))
    )
    rss_warm = rss_kib(args.pid)
    results = []
    start = time.monotonic()
    deadline = start + args.duration
    slow = max(1, args.connections // 8)
    await asyncio.gather(
        *(worker(args.port, deadline, random.Random(rng.random()), weights, spec_text, results, 30)
          for _ in range(args.connections - slow)),
        *(slow_worker(args.port, deadline, results, 30) for _ in range(slow)),
    )
    elapsed = time.monotonic() - start
    rss_after = rss_kib(args.pid)

    failures = []
    print(f"{len(results)} requests in {elapsed:.1f} s ({len(results) / elapsed:.0f}/s) "
          f"from {args.connections} connections; warm-up: {len(warm)} requests in {args.warmup:.0f} s")
    print(f"{'kind':<12} {'count':>7} {'answers':<34} {'unexpected':>10} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for kind in [*weights, "slow"]:
        rows = [r for r in results if r[0] == kind]
        if not rows:
            continue
        answers = {}
        for r in rows:
            answers[r[1]] = answers.get(r[1], 0) + 1
        unexpected = sum(1 for r in rows if not r[3])
        times = [r[2] * 1000 for r in rows]
        answer_text = ", ".join(f"{k}: {v}" for k, v in sorted(answers.items(), key=lambda kv: str(kv[0])))
        print(f"{kind:<12} {len(rows):>7} {answer_text:<34} {unexpected:>10} "
              f"{percentile(times, 0.5):>8.1f} {percentile(times, 0.99):>8.1f} {max(times):>8.1f}")
        if unexpected:
            failures.append(f"{unexpected} unexpected answers to {kind}")
        limit = args.idle_timeout + 2 if kind == "slow" else args.latency_goal
        if max(times) / 1000 > limit:
            failures.append(f"a {kind} request took {max(times):.0f} ms (goal: {limit * 1000:.0f} ms)")
    valid = [r for r in results if r[0] in ("layout", "layout-post", "explain", "svg")]
    busy = sum(1 for r in valid if r[1] == 503)
    if valid:
        print(f"busy (503 with Retry-After): {busy} of {len(valid)} valid requests ({busy / len(valid):.1%})")
    served = [r[2] * 1000 for r in results if r[0] != "slow"]
    print(f"all but slow clients: p50 {statistics.median(served):.1f} ms, p99 {percentile(served, 0.99):.1f} ms, "
          f"max {max(served):.1f} ms")
    growth = (rss_after - rss_warm) / rss_warm
    print(f"RSS after warm-up {rss_warm / 1024:.1f} MiB, after the run {rss_after / 1024:.1f} MiB ({growth:+.1%})")
    if growth > args.memory_goal:
        failures.append(f"memory grew by {growth:.1%} (goal: {args.memory_goal:.0%})")
    for failure in failures:
        print("FAIL:", failure)
    print("load test passed" if not failures else "load test failed")
    return 0 if not failures else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True, help="the server's process, for its memory")
    parser.add_argument("--spec", required=True, help="a spec file to POST")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=10)
    parser.add_argument("--latency-goal", type=float, default=2.0, help="seconds")
    parser.add_argument("--memory-goal", type=float, default=0.10, help="growth of RSS, as a fraction")
    parser.add_argument("--idle-timeout", type=float, default=10.0, help="the server's, in seconds")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not 1 <= args.connections <= 256 or not 0 < args.duration <= 600:
        parser.error("at most 256 connections and 600 seconds")
    sys.exit(asyncio.run(run(args)))


if __name__ == "__main__":
    main()
