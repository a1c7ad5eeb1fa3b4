#!/usr/bin/env python3
"""Benchmark the garter Python package against pydantic-monty, through each one's Python API.

Usage (in a virtual environment with a release build of garter and, optionally, pydantic-monty):

    python3 -m venv /tmp/bench && /tmp/bench/bin/pip install maturin pydantic-monty
    VIRTUAL_ENV=/tmp/bench /tmp/bench/bin/maturin develop --release -m python-bindings/Cargo.toml
    /tmp/bench/bin/python bench/python_bindings.py [--reps N]

What is measured (medians over the repetitions; each figure per call):

  run("1 + 1")        garter: `garter.run("1 + 1")`, a new sandbox every call (the one-liner),
                      and `Sandbox.run` on a sandbox made once. monty: `feed_run("1 + 1")` on a
                      warm session checked out of its worker pool (checkout not timed).
  tool round trip     a program calling a Python tool in a loop: the time per call, and that time
                      less the same loop calling a function defined in the sandbox (what crossing
                      to the host and back adds).
  CPU-bound program   a prime sieve and a loop of arithmetic, in one run.
  threads             garter only: the CPU-bound program on 2 threads at once vs one after the
                      other (the GIL is released while the interpreter runs).
"""

import argparse
import statistics
import threading
import time

import garter

CALLS = 500
CALL_LOOP = "total = 0\nfor i in range({n}):\n    total += tool(i)\ntotal"
CPU_PROGRAM = """
limit = 200_000
sieve = [True] * limit
sieve[0] = sieve[1] = False
for i in range(2, int(limit ** 0.5) + 1):
    if sieve[i]:
        for j in range(i * i, limit, i):
            sieve[j] = False
acc = 0
for k in range(300_000):
    acc = (acc * 31 + k) % 1_000_003
(sum(sieve), acc)
"""


def median_us(samples):
    return statistics.median(samples) * 1e6


def per_call(fn, calls):
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - start) / calls


def garter_figures(reps):
    box = garter.Sandbox()
    tool_box = garter.Sandbox(tools={"tool": lambda i: 1})
    loop = CALL_LOOP.format(n=CALLS)
    local = "def tool(i):\n    return 1\n" + loop
    figures = {
        'garter.run("1 + 1"), new sandbox': median_us(per_call(lambda: garter.run("1 + 1"), 2000) for _ in range(reps)),
        'Sandbox.run("1 + 1"), warm sandbox': median_us(per_call(lambda: box.run("1 + 1"), 2000) for _ in range(reps)),
    }
    with_tool = median_us(per_call(lambda: tool_box.run(loop), 1) / CALLS for _ in range(reps))
    baseline = median_us(per_call(lambda: box.run(local), 1) / CALLS for _ in range(reps))
    figures["tool round trip, per call"] = with_tool
    figures["  added over a call inside the sandbox"] = with_tool - baseline
    assert box.run(CPU_PROGRAM).value == (17984, garter.run(CPU_PROGRAM)[1])
    figures["CPU-bound program"] = median_us(per_call(lambda: box.run(CPU_PROGRAM), 1) for _ in range(reps))
    return figures


def thread_figures(reps):
    box = garter.Sandbox()

    def sequential():
        box.run(CPU_PROGRAM)
        box.run(CPU_PROGRAM)

    def parallel():
        threads = [threading.Thread(target=box.run, args=(CPU_PROGRAM,)) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    one_after_other = median_us(per_call(sequential, 1) for _ in range(reps))
    at_once = median_us(per_call(parallel, 1) for _ in range(reps))
    return one_after_other, at_once


def monty_figures(reps):
    try:
        import pydantic_monty
    except ImportError as error:
        print(f"note: pydantic_monty is not importable ({error}); its column is skipped")
        return None
    pool = pydantic_monty.Monty()
    pool.__enter__()
    try:

        def timed(source, repeat=1, **options):
            with pool.checkout() as session:
                out = pydantic_monty.CollectString()
                session.feed_run("pass", print_callback=out)
                start = time.perf_counter()
                for _ in range(repeat):
                    session.feed_run(source, print_callback=out, **options)
                return (time.perf_counter() - start) / repeat

        loop = CALL_LOOP.format(n=CALLS)
        with_tool = median_us(timed(loop, external_lookup={"tool": lambda i: 1}) / CALLS for _ in range(reps))
        baseline = median_us(timed("def tool(i):\n    return 1\n" + loop) / CALLS for _ in range(reps))
        return {
            'garter.run("1 + 1"), new sandbox': None,
            'Sandbox.run("1 + 1"), warm sandbox': median_us(timed("1 + 1", repeat=200) for _ in range(reps)),
            "tool round trip, per call": with_tool,
            "  added over a call inside the sandbox": with_tool - baseline,
            "CPU-bound program": median_us(timed(CPU_PROGRAM) for _ in range(reps)),
        }
    finally:
        pool.__exit__(None, None, None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7)
    args = parser.parse_args()
    ours = garter_figures(args.reps)
    theirs = monty_figures(args.reps)
    print(f"medians of {args.reps} repetitions, microseconds per call")
    print(f"{'':<42}{'garter':>12}{'monty':>12}")
    for label, value in ours.items():
        other = theirs.get(label) if theirs else None
        shown = f"{other:>12.2f}" if other is not None else f"{'-':>12}"
        print(f"{label:<42}{value:>12.2f}{shown}")
    one_after_other, at_once = thread_figures(args.reps)
    print(
        f"\nCPU-bound program twice, garter: one after the other {one_after_other / 1e3:.1f} ms, "
        f"on 2 threads at once {at_once / 1e3:.1f} ms (speed-up {one_after_other / at_once:.2f}x)"
    )


if __name__ == "__main__":
    main()
