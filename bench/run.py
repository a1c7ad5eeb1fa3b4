#!/usr/bin/env python3
"""Benchmark Garter against CPython and pydantic-monty on the programs in bench/programs/.

Usage:  python3 bench/run.py [--reps N | --quick] [--filter SUBSTR] [--no-monty-venv]

Every program (bench/programs/*.py) runs under each implementation, and two times are taken
from each run: the execution time, measured inside the process around parsing, compiling and
running the program (what the issue's goals are about), and the whole process's wall time
(start-up included), measured from outside.

  garter     `target/release/garter run --time --max-steps 0 --max-memory 0 --timeout 0 FILE`
             (limits effectively off): execution time is the "run took" line `--time` prints
             on stderr (from handing the source to the session to the end of the run).
  garter+lim `target/release/garter run --time FILE` with the default limits, same conditions.
  cpython    `python3 -c DRIVER FILE`, where DRIVER reads the file, then times
             `exec(compile(source, FILE, "exec"), {"__name__": "__main__", ...})` and prints it
             on stderr (`python3` is resolved once to its real executable, so a pyenv-style shim
             script adds nothing).
  monty      pydantic_monty (installed from PyPI into a throwaway venv, in which the command runs
             itself again, unless it is importable already or --no-monty-venv is given): every
             repetition checks out a fresh session from one worker pool, feeds `pass` once as a
             warm-up, then times only `session.feed_run(source)` (parse, compile and run: its
             execution time). It has no whole-process time.

The "(start-up)" row runs an empty program the same way: its whole-process times are the fixed
cost of starting each interpreter, and it is left out of the geometric means.

After the timed runs, each program runs once more under CPython and under Garter (limits off)
to measure the peak resident memory of the whole process (ru_maxrss of a probe process whose
only child is the run); a table prints both in MiB with their ratio and its geometric mean.

A program whose first line is `# bench-data: NAME <- GENERATOR [ARGS]` reads a data file: the
generator (a Python script, path from the repository root) is run once with python3 to write
it into a temporary directory; Garter gets it with `--upload NAME=PATH` and CPython runs in that
directory. monty has no files, so such programs show as unsupported there.

Repetitions are interleaved (each repetition runs every implementation once, in a rotating
order) because the machine is shared and noisy; every time shown is a median over the
repetitions (default 7, --quick 3). Each implementation's stdout is compared with CPython's on
every repetition; a difference (or a non-zero exit) shows as MISMATCH in the row, with details
below the table. A program monty rejects shows as "unsupported", with the first line of the
error below the table.

Ratio columns (below 1 means Garter is faster). Each is the median of the per-repetition
ratios (paired within a repetition, so slow drift in machine load cancels out); it can differ
slightly from the ratio of the two medians shown:
  g/cpy    garter (limits off) / cpython, execution time
  g/monty  garter (limits off) / monty, execution time
  lim/unl  garter+lim / garter, execution time: the cost of limit accounting; it should stay
           under 1.05 on these CPU-bound programs, and a '!' marks the rows where it does not.
  lim/cpu  the same ratio on the child's CPU time (user + sys) instead of wall time: less
           disturbed by other load on the machine, so the better figure for that 1.05 budget.
  proc     garter / cpython on whole-process wall time (start-up included on both sides).
The last row is the geometric mean of each ratio column over the programs that have it.

Exit status: 0, or 1 if any implementation's stdout differs from CPython's (or it fails), or 2
if the build fails.
"""

import argparse
import importlib.util
import math
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "bench" / "programs"
BUILT_GARTER = ROOT / "target" / "release" / "garter"
UNLIMITED = ["--max-steps", "0", "--max-memory", "0", "--timeout", "0"]
SUBPROCESS_TIMEOUT = 300  # seconds; a hung run counts as a failure, not a hang of the bench
LIMIT_COST_BUDGET = 1.05

# Runs the file named by its first argument as `python3 FILE` would, timing only the compile and
# the exec, and prints that time as its last line on stderr.
CPYTHON_DRIVER = (
    "import sys, time\n"
    "path = sys.argv[1]\n"
    "sys.argv = sys.argv[1:]\n"
    "with open(path, encoding='utf-8') as f:\n"
    "    source = f.read()\n"
    "namespace = {'__name__': '__main__', '__file__': path, '__builtins__': __builtins__}\n"
    "start = time.perf_counter()\n"
    "exec(compile(source, path, 'exec'), namespace)\n"
    "elapsed = time.perf_counter() - start\n"
    "sys.stdout.flush()\n"
    "print(f'cpython: exec took {elapsed:.6f} s', file=sys.stderr)\n"
)
# The execution-time line each subprocess prints last on stderr (Garter's from `run --time`).
EXEC_TIME_LINE = re.compile(r"^(?:garter: run|cpython: exec) took ([0-9.]+) s$")


class Failure(Exception):
    """An implementation failed to run a program (non-zero exit, time-out)."""


class Unsupported(Exception):
    """monty rejected a program (a feature it does not implement)."""


def build(tmp):
    """Build the release CLI and copy it to tmp, so a concurrent rebuild cannot swap it mid-run."""
    print("building: cargo build --release -p garter-cli", file=sys.stderr)
    proc = subprocess.run(["cargo", "build", "--release", "-p", "garter-cli"], cwd=ROOT)
    if proc.returncode != 0 or not BUILT_GARTER.exists():
        print("build failed", file=sys.stderr)
        sys.exit(2)
    return shutil.copy2(BUILT_GARTER, Path(tmp) / "garter")


def resolve_python3():
    """The real executable behind `python3` on PATH (skipping any shim), and its version."""
    code = "import sys; print(sys.executable); print(sys.version.split()[0])"
    out = subprocess.run(["python3", "-c", code], capture_output=True, text=True, check=True)
    executable, version = out.stdout.split()
    return executable, version


def run_subprocess(argv, cwd=None):
    """Run argv; return (execution seconds, stdout, CPU seconds, whole-process wall seconds).
    Raises Failure on a non-zero exit or when the execution-time line is missing."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=SUBPROCESS_TIMEOUT, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise Failure(f"timed out after {SUBPROCESS_TIMEOUT}s") from None
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        lines = proc.stderr.strip().splitlines()
        raise Failure(f"exit {proc.returncode}: {lines[-1] if lines else '(no stderr)'}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = proc.stderr.strip().splitlines()
    timing = EXEC_TIME_LINE.match(lines[-1]) if lines else None
    if timing is None:
        raise Failure(f"no execution time on stderr: {lines[-1] if lines else '(no stderr)'}")
    return float(timing.group(1)), proc.stdout, cpu, elapsed


MONTY_NOTE = "monty: a fresh session per repetition, warmed up by one `pass` feed, then timed"


class Monty:
    """pydantic_monty runner: one worker pool for the whole run, a fresh session per call."""

    def __init__(self, module):
        self.module = module
        self.pool = module.Monty()
        self.pool.__enter__()

    def close(self):
        self.pool.__exit__(None, None, None)

    def run(self, source):
        with self.pool.checkout() as session:
            session.feed_run("pass", print_callback=self.module.CollectString())  # warm-up
            out = self.module.CollectString(max_bytes=None)
            start = time.perf_counter()
            try:
                session.feed_run(source, print_callback=out)
            except self.module.MontyError as e:
                lines = str(e).strip().splitlines()
                raise Unsupported(lines[0] if lines else type(e).__name__) from None
            return time.perf_counter() - start, out.output, None, None


def load_monty():
    try:
        import pydantic_monty
    except ImportError as e:
        print(f"note: pydantic_monty is not importable ({e}); the monty column is skipped.")
        return None
    return Monty(pydantic_monty)


def rerun_with_monty(argv, script=None):
    """Runs this command (or the bench script `script`) again under a throwaway virtual
    environment holding pydantic-monty from PyPI (made beside the repository's target directory
    and removed afterwards); its exit status, or None when the environment cannot be made (the
    run then goes on without monty)."""
    with tempfile.TemporaryDirectory(prefix="garter-bench-venv-") as venv:
        print("note: installing pydantic-monty from PyPI into a throwaway venv ...", file=sys.stderr)
        made = subprocess.run([sys.executable, "-m", "venv", venv], capture_output=True)
        pip = [str(Path(venv) / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check"]
        if made.returncode != 0 or subprocess.run(pip + ["pydantic-monty"]).returncode != 0:
            print("note: pydantic-monty could not be installed; the monty column is skipped.", file=sys.stderr)
            return None
        python = str(Path(venv) / "bin" / "python")
        script = script or Path(__file__).resolve()
        return subprocess.run([python, str(script), *argv, "--no-monty-venv"]).returncode


def bench_data(path, python3, data_dir):
    """The data files a program declares (`# bench-data: NAME <- GENERATOR [ARGS]`), made once
    into data_dir: a list of (name, host path)."""
    first = path.read_text().splitlines()[:1]
    if not first or not first[0].startswith("# bench-data:"):
        return []
    name, _, command = first[0][len("# bench-data:"):].partition("<-")
    name = name.strip()
    generator, *args = command.split()
    target = Path(data_dir) / name
    if not target.exists():
        subprocess.run([python3, str(ROOT / generator), str(target), *args], check=True)
    return [(name, target)]


def commands(garter, python3):
    """Name -> function(path, files) returning the (argv, working directory) that runs a program
    as a subprocess; `files` are the (name, host path) pairs the program reads."""

    def uploads(files):
        return [f"--upload={name}={host}" for name, host in files]

    def data_dir(files):
        return str(files[0][1].parent) if files else None

    return {
        "cpython": lambda path, files: ([python3, "-c", CPYTHON_DRIVER, str(path)], data_dir(files)),
        "garter": lambda path, files: ([garter, "run", "--time", *UNLIMITED, *uploads(files), str(path)], None),
        "garter+lim": lambda path, files: ([garter, "run", "--time", *uploads(files), str(path)], None),
    }


def implementations(garter, python3, monty):
    """Name -> function(path, source, files) returning (execution seconds, stdout, CPU seconds or
    None, whole-process seconds or None); `files` are the (name, host path) pairs the program
    reads."""

    def run_monty(path, source, files):
        if files:
            raise Unsupported("no filesystem to read the data file from")
        return monty.run(source)

    def subprocess_runner(command):
        return lambda path, source, files: run_subprocess(*command(path, files))

    impls = {name: subprocess_runner(command) for name, command in commands(garter, python3).items()}
    if monty is not None:
        impls["monty"] = run_monty
    return impls


# Runs argv as its only child and prints its exit status and peak resident set (KiB): the
# children's rusage of a process with one child is that child's own.
PEAK_PROBE = (
    "import resource, subprocess, sys\n"
    "proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
    "print(proc.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)


def peak_kib(argv, cwd):
    """The peak resident memory of one run of argv in KiB, or None if it fails."""
    probe = [sys.executable, "-c", PEAK_PROBE, *argv]
    try:
        out = subprocess.run(probe, capture_output=True, text=True, cwd=cwd, timeout=SUBPROCESS_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None
    fields = out.stdout.split()
    if out.returncode != 0 or len(fields) != 2 or fields[0] != "0":
        return None
    return int(fields[1])


def measure_peaks(programs, garter, python3):
    """[(program, CPython KiB, Garter KiB)]: one run each, after the timed ones."""
    runs = commands(garter, python3)
    peaks = []
    for name, path, files in programs:
        cpython = peak_kib(*runs["cpython"](path.resolve(), files))
        ours = peak_kib(*runs["garter"](path.resolve(), files))
        peaks.append((name, cpython, ours))
    return peaks


def print_peaks(peaks):
    """Peak memory per program, Garter (limits off) against CPython, and their geometric mean."""
    print("\nPeak resident memory (one run each; whole process, start-up row included):")
    print(f"  {'program':<20}{'cpython MiB':>12}{'garter MiB':>12}{'g/cpy':>8}")
    ratios = []
    for name, cpython, ours in peaks:
        ratio = ours / cpython if cpython and ours else None
        if ratio is not None and not name.startswith("("):
            ratios.append(ratio)
        shown = [f"{v / 1024:.1f}" if v else "failed" for v in (cpython, ours)]
        print(f"  {name:<20}{shown[0]:>12}{shown[1]:>12}{fmt_ratio(ratio):>8}")
    print(f"  {'geomean':<20}{'':>12}{'':>12}{fmt_ratio(geomean(ratios)):>8}")


class Result:
    """The repetitions of one program under one implementation."""

    def __init__(self):
        self.times = []  # execution seconds, one per repetition
        self.cpu_times = []  # the child process's CPU seconds (None for monty)
        self.process_times = []  # whole-process wall seconds (None for monty)
        self.problem = None  # "unsupported" or "MISMATCH", with a note below the table
        self.note = None

    def median(self):
        return statistics.median(self.times) if self.times and not self.problem else None


def first_difference(expected, actual):
    exp, act = expected.splitlines(), actual.splitlines()
    for i, (a, b) in enumerate(zip(exp, act)):
        if a != b:
            return f"line {i + 1}: expected {a[:60]!r}, got {b[:60]!r}"
    return f"expected {len(exp)} lines, got {len(act)}"


def measure(path, impls, reps, check_output, files=()):
    """Run every implementation `reps` times, interleaved, and return {name: Result}."""
    source = path.read_text()
    names = list(impls)
    results = {name: Result() for name in names}
    expected = None
    for rep in range(reps):
        order = names[rep % len(names):] + names[:rep % len(names)]
        if "cpython" in order:  # CPython first in each round, for the reference output
            order.remove("cpython")
            order.insert(0, "cpython")
        for name in order:
            result = results[name]
            if result.problem:
                continue
            try:
                seconds, stdout, cpu, process = impls[name](path.resolve(), source, files)
            except Unsupported as e:
                result.problem, result.note = "unsupported", str(e)
                continue
            except Failure as e:
                result.problem, result.note = "MISMATCH", str(e)
                continue
            if name == "cpython":
                expected = stdout if expected is None else expected
            if check_output and expected is not None and stdout != expected:
                result.problem, result.note = "MISMATCH", first_difference(expected, stdout)
                continue
            result.times.append(seconds)
            result.cpu_times.append(cpu)
            result.process_times.append(process)
    return results


def paired_ratio(results, num, den, kind="times"):
    """Median over repetitions of num's time / den's time (`kind`: the Result list compared),
    or None if either is missing."""
    a, b = results.get(num), results.get(den)
    if a is None or b is None or a.median() is None or b.median() is None:
        return None
    return statistics.median(x / y if y else math.inf for x, y in zip(getattr(a, kind), getattr(b, kind)))


def geomean(values):
    values = [v for v in values if v is not None]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def fmt_time(result, kind="times"):
    if result is None:
        return "-"
    if result.problem:
        return result.problem
    return f"{statistics.median(getattr(result, kind)):.4f}"


def fmt_ratio(value, flag_above=None):
    if value is None:
        return "-"
    flag = "!" if flag_above is not None and value > flag_above else ""
    return f"{value:.2f}{flag}"


def print_table(rows, monty_present):
    time_cols = ["cpython", "garter", "garter+lim"] + (["monty"] if monty_present else [])
    process_cols = ["cpython", "garter"]
    ratio_cols = ["g/cpy"] + (["g/monty"] if monty_present else []) + ["lim/unl", "lim/cpu"]
    header = (["program"] + time_cols + ratio_cols + [f"{impl} proc" for impl in process_cols]
              + ["proc"])
    body, ratio_lists, notes = [], {c: [] for c in ratio_cols + ["proc"]}, []
    for name, results in rows:
        ratios = {
            "g/cpy": paired_ratio(results, "garter", "cpython"),
            "g/monty": paired_ratio(results, "garter", "monty"),
            "lim/unl": paired_ratio(results, "garter+lim", "garter"),
            "lim/cpu": paired_ratio(results, "garter+lim", "garter", kind="cpu_times"),
            "proc": paired_ratio(results, "garter", "cpython", kind="process_times"),
        }
        budget = {}
        if not name.startswith("("):  # the start-up row is neither averaged nor flagged
            budget = {"lim/unl": LIMIT_COST_BUDGET, "lim/cpu": LIMIT_COST_BUDGET}
            for col in ratio_cols + ["proc"]:
                ratio_lists[col].append(ratios[col])
        body.append([name] + [fmt_time(results.get(impl)) for impl in time_cols]
                    + [fmt_ratio(ratios[c], budget.get(c)) for c in ratio_cols]
                    + [fmt_time(results.get(impl), "process_times") for impl in process_cols]
                    + [fmt_ratio(ratios["proc"])])
        for impl in time_cols:
            if impl in results and results[impl].note:
                notes.append(f"{name}: {impl} {results[impl].problem}: {results[impl].note}")
    footer = (["geomean"] + [""] * len(time_cols) + [fmt_ratio(geomean(ratio_lists[c])) for c in ratio_cols]
              + [""] * len(process_cols) + [fmt_ratio(geomean(ratio_lists["proc"]))])
    widths = [max(len(str(r[i])) for r in [header, footer] + body) for i in range(len(header))]

    def line(cells):
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths)))

    rule = "-" * len(line(header))
    print()
    print("median seconds: execution time measured in-process (parse, compile and run), then whole-process"
          " wall time (start-up included) in the `proc` columns")
    print("ratios: medians of per-repetition ratios; g/*: below 1 means Garter is faster;"
          f" lim/*: limits-on / limits-off, budget {LIMIT_COST_BUDGET}")
    print(line(header))
    print(rule)
    for cells in body:
        print(line(cells))
    print(rule)
    print(line(footer))
    if monty_present:
        print(MONTY_NOTE)
    lim_cpu = header.index("lim/cpu")
    over = [r[0] for r in body if r[lim_cpu].endswith("!")]  # judged on CPU time
    if over:
        print(f"limit accounting over {LIMIT_COST_BUDGET}x of CPU time on: {', '.join(over)}")
    for note in notes:
        print(note)
    return any(r.problem == "MISMATCH" for _, results in rows for r in results.values())


CALL_LOOP = "total = 0\nfor i in range({n}):\n    total += tool(i)\n"


def garter_micro():
    """Garter's embedding micro-figures: name -> (median, unit), from the Rust micro benchmark."""
    proc = subprocess.run(
        ["cargo", "bench", "-q", "-p", "garter-host-tools", "--bench", "micro"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        print(f"the micro benchmark failed:\n{proc.stderr}", file=sys.stderr)
        return {}
    figures = {}
    for line in proc.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            figures[parts[0]] = (float(parts[1]), parts[2])
    return figures


def monty_micro(monty, reps):
    """The same figures for pydantic-monty, through its Python API: name -> (median, unit). Each
    timed run gets a fresh session warmed up by one `pass` (monty allows 1000 host calls per
    session), and a round trip is what a program of many calls costs per call."""
    module = monty.module
    calls = 500

    def timed(source, **options):
        with monty.pool.checkout() as session:
            out = module.CollectString()
            session.feed_run("pass", print_callback=out)
            start = time.perf_counter()
            session.feed_run(source, print_callback=out, **options)
            return time.perf_counter() - start

    one_plus_one = statistics.median(timed("1 + 1") for _ in range(max(reps, 20))) * 1e6
    with_tool = [timed(CALL_LOOP.format(n=calls), external_lookup={"tool": lambda i: 1}) for _ in range(reps)]
    baseline = [timed("def tool(i):\n    return 1\n" + CALL_LOOP.format(n=calls)) for _ in range(reps)]
    return {
        "1 + 1, warm session": (one_plus_one, "us"),
        "loop iteration calling a Python function": (statistics.median(baseline) * 1e6 / calls, "us"),
        "tool round trip (external function)": (statistics.median(with_tool) * 1e6 / calls, "us"),
    }


def print_micro(garter, monty):
    """The micro-figures, with the cost a round trip adds over a Python call."""
    print("\nEmbedding micro-figures (medians; garter in-process from Rust, monty through its Python API):")
    for name, figures in (("garter", garter), ("monty", monty)):
        if not figures:
            continue
        print(f"  {name}")
        for label, (value, unit) in figures.items():
            print(f"    {label:<48}{value:>10.3f} {unit}")
        base = figures.get("loop iteration calling a Python function")
        for label, (value, unit) in figures.items():
            if base and "round trip" in label:
                print(f"    {'  added over a Python call, ' + label.split(',')[-1].strip():<48}{value - base[0]:>10.3f} {unit}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7, help="repetitions per program (7)")
    parser.add_argument("--quick", action="store_true", help="3 repetitions")
    parser.add_argument("--filter", default="", help="only programs whose name contains this")
    parser.add_argument(
        "--no-monty-venv",
        action="store_true",
        help="do not install pydantic-monty into a throwaway venv when it is not importable",
    )
    args = parser.parse_args()
    reps = 3 if args.quick else max(1, args.reps)
    if not args.no_monty_venv and importlib.util.find_spec("pydantic_monty") is None:
        status = rerun_with_monty(sys.argv[1:])
        if status is not None:
            return status

    tmp_dir = tempfile.TemporaryDirectory()
    garter = str(build(tmp_dir.name))
    python3, version = resolve_python3()
    programs = sorted(p for p in PROGRAMS.glob("*.py") if args.filter in p.stem)
    if not programs:
        print(f"no program in {PROGRAMS} matches {args.filter!r}")
        return 0

    monty = load_monty()
    impls = implementations(garter, python3, monty)
    print(f"{reps} repetitions; python3 is {python3} ({version})", file=sys.stderr)
    rows = []
    micro_monty = {}
    try:
        empty = Path(tmp_dir.name) / "empty.py"
        empty.write_text("")
        measure(empty, impls, 1, check_output=False)  # warm caches, untimed
        rows.append(("(start-up)", measure(empty, impls, reps, check_output=True)))
        measured = [("(start-up)", empty, [])]
        for path in programs:
            print(f"  {path.stem} ...", file=sys.stderr, flush=True)
            files = bench_data(path, python3, tmp_dir.name)
            rows.append((path.stem, measure(path, impls, reps, check_output=True, files=files)))
            measured.append((path.stem, path, files))
        print("  peak memory ...", file=sys.stderr, flush=True)
        peaks = measure_peaks(measured, garter, python3)
        if monty is not None and not args.filter:
            micro_monty = monty_micro(monty, reps)
    finally:
        if monty is not None:
            monty.close()
        tmp_dir.cleanup()
    mismatch = print_table(rows, monty is not None)
    print_peaks(peaks)
    if not args.filter:
        print_micro(garter_micro(), micro_monty)
    return 1 if mismatch else 0


if __name__ == "__main__":
    sys.exit(main())
