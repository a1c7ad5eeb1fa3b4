"""The GIL is released while sandboxed code runs: host threads go on meanwhile, and sandboxes on
several threads run at the same time."""

import threading
import time

import garter

SPIN = "n = 0\nfor i in range(3_000_000):\n    n += i\nn"


def test_host_threads_run_while_a_sandbox_runs():
    done = threading.Event()
    result = {}

    def sandboxed():
        started = time.perf_counter()
        result["value"] = garter.run(SPIN)
        result["seconds"] = time.perf_counter() - started
        done.set()

    worker = threading.Thread(target=sandboxed)
    ticks = 0
    worker.start()
    while not done.is_set():
        ticks += 1
    worker.join()
    assert result["value"] == sum(range(3_000_000))
    # With the GIL held for the whole run this loop would barely get a few switch intervals.
    assert ticks > 10_000, (ticks, result["seconds"])


def test_sandboxes_on_several_threads_overlap():
    marks = []
    lock = threading.Lock()

    def mark(label: str) -> None:
        with lock:
            marks.append((label, time.perf_counter()))

    program = "mark(f'{who} start')\n" + SPIN + "\nmark(f'{who} end')"
    box = garter.Sandbox(tools=[mark])
    threads = [threading.Thread(target=box.run, args=(program, {"who": who})) for who in ("a", "b")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    at = dict(marks)
    assert len(at) == 4
    # Each run started before the other ended: they were in the interpreter at the same time.
    assert at["a start"] < at["b end"] and at["b start"] < at["a end"]
