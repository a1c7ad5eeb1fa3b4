#!/usr/bin/env python3
"""Benchmark Garter against CPython (and pydantic-monty) on pyperformance, the benchmark suite
the Python field uses to compare implementations.

Usage:  python3 bench/pyperformance.py [--reps N | --quick] [--filter SUBSTR] [--no-monty-venv]
                                       [--version VERSION] [--keep DIR] [--garter BINARY]

Nothing of pyperformance is kept in this repository: each run downloads the `pyperformance`
wheel of the pinned version from PyPI (`pip download --no-deps` into a throwaway directory,
unpacked there; the benchmarks are its data files) and turns every benchmark that needs no
third-party package, no data files, no subprocess and no threads into a standalone program:

  * the benchmark's `import pyperf` is replaced by a small stand-in (PYPERF_SHIM below) whose
    `Runner` calls the benchmark's function a fixed number of loops, timing them with
    `time.perf_counter` (granted to Garter with `--clock system`) and printing the elapsed time
    on stderr as `@@bench NAME SECONDS`;
  * the loop count is calibrated once under CPython so that one run takes 0.2-1 s there
    (LOOP_TARGET seconds; a benchmark whose single loop is slower runs once).

Each program then runs under CPython (`python3 PROGRAM`) and Garter (`garter run --clock system
--fs`: the clock and an in-memory filesystem granted, the step, memory and time limits off), interleaved, --reps times; times are the in-process
`@@bench` seconds, summed over the benchmark's functions. Every repetition's stdout and the
shape of each benchmark function's result (`@@result` lines: its type and length) are compared
with CPython's, so a benchmark Garter runs wrongly shows as MISMATCH, and one it cannot run
shows its error. monty runs each program in a fresh session (installed from PyPI into a
throwaway venv as bench/run.py does); a program it rejects shows as "unsupported".

The table shows medians and the median of per-repetition ratios (below 1: Garter is faster),
and the last row the geometric mean over the benchmarks Garter ran correctly, with how many
that is. A second table, outside the geometric mean, gives the data-operation micro-figures of
`bench/micro/` (json.loads/json.dumps of a 1 MB tool result, `s[i]` near the start and the end
of a 1 MB non-ASCII str, `s.startswith(x, pos)` over it, `random.randbytes(1 << 20)`), run the
same way in the same run: each program prints the seconds of one operation. Exit status: 0, or 2 if the build or the download fails (a benchmark Garter fails is
a row of the report, not an error of the command).
"""

import argparse
import importlib.util
import math
import re
import statistics
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PYPERFORMANCE_VERSION = "1.14.0"
LOOP_TARGET = 0.3  # seconds of CPython time per program
MAX_LOOPS = 100_000
TIMEOUT = 300  # seconds for one run of one program

# Benchmarks left out although they need no package: what they do is outside a sandbox.
EXCLUDED = {
    "concurrent_imap": "threads and processes",
    "asyncio_tcp": "sockets",
    "pathlib": "a real filesystem",
    "python_startup": "starts processes",
    "sqlite_synth": "sqlite3 (C library)",
    "pickle": "pickle (C module)",
}

PYPERF_SHIM = '''
import time as _bench_time


class _BenchArgParser:
    """The options a benchmark adds, each at its default."""

    def __init__(self):
        self.defaults = {}

    def add_argument(self, *names, **options):
        dest = options.get("dest") or names[-1].lstrip("-").replace("-", "_")
        default = options.get("default")
        if default is None and options.get("action") == "store_true":
            default = False
        if not names[0].startswith("-") and _BENCH_ARGV:
            default = _BENCH_ARGV.pop(0)
        self.defaults[dest] = default


class _BenchArgs:
    pass


def _bench_report(name, seconds, result):
    import sys as _sys
    shape = type(result).__name__
    try:
        shape += " len=" + str(len(result))
    except TypeError:
        pass
    print("@@result", name, shape)
    print("@@bench", name, repr(seconds), file=_sys.stderr)


class _BenchRunner:
    def __init__(self, *args, **kwargs):
        self.metadata = {}
        self.argparser = _BenchArgParser()
        self.args = None

    def parse_args(self, args=None):
        parsed = _BenchArgs()
        for dest, value in self.argparser.defaults.items():
            setattr(parsed, dest, value)
        self.args = parsed
        return parsed

    def bench_time_func(self, name, func, *args, inner_loops=None, metadata=None):
        _bench_report(name, func(_BENCH_LOOPS, *args), None)

    def bench_func(self, name, func, *args, inner_loops=None, metadata=None):
        start = _bench_time.perf_counter()
        for _ in range(_BENCH_LOOPS):
            result = func(*args)
        _bench_report(name, _bench_time.perf_counter() - start, result)

    def bench_async_func(self, name, func, *args, inner_loops=None, metadata=None):
        import asyncio
        start = _bench_time.perf_counter()
        for _ in range(_BENCH_LOOPS):
            result = asyncio.run(func(*args))
        _bench_report(name, _bench_time.perf_counter() - start, result)


class _BenchPyperf:
    """The stand-in module, built without method decorators so that every implementation runs it."""


def _bench_implementation():
    return "cpython"


pyperf = _BenchPyperf()
pyperf.Runner = _BenchRunner
pyperf.perf_counter = _bench_time.perf_counter
pyperf.python_implementation = _bench_implementation
Runner = _BenchRunner
'''

BENCH_LINE = re.compile(r"^@@bench (\S+) (\S+)$")


def load_bench_run():
    """bench/run.py as a module: its build, monty and formatting helpers."""
    spec = importlib.util.spec_from_file_location("bench_run", HERE / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def download(version, into):
    """The benchmarks directory of the pyperformance wheel `version`, downloaded from PyPI."""
    print(f"downloading pyperformance=={version} from PyPI ...", file=sys.stderr)
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--disable-pip-version-check",
               f"pyperformance=={version}", "-d", str(into)]
    if subprocess.run(command).returncode != 0:
        print("download failed", file=sys.stderr)
        sys.exit(2)
    wheel = next(Path(into).glob("pyperformance-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(Path(into) / "wheel")
    return Path(into) / "wheel" / "pyperformance" / "data-files" / "benchmarks"


def standalone_candidates(benchmarks):
    """(name, source, argv) of each benchmark that is one file needing only the standard
    library: its default variant, named and given the options its pyproject.toml says."""
    chosen = []
    for directory in sorted(benchmarks.glob("bm_*")):
        name = directory.name[len("bm_"):]
        script = directory / "run_benchmark.py"
        project = directory / "pyproject.toml"
        if name in EXCLUDED or not script.exists():
            continue
        if (directory / "requirements.txt").exists() or (directory / "data").exists():
            continue
        listed = re.search(r"dependencies\s*=\s*\[([^\]]*)\]", project.read_text()) if project.exists() else None
        if listed and set(re.findall(r'"([^"]+)"', listed.group(1))) - {"pyperf"}:
            continue
        source = script.read_text()
        if "bench_command" in source or "pyperformance" in source or re.search(r"^import (subprocess|threading|multiprocessing)", source, re.M):
            continue
        if re.search(r"^\s*(from \.|from bm_|import bm_)", source, re.M):
            continue
        settings = tomllib.loads(project.read_text()).get("tool", {}).get("pyperformance", {}) if project.exists() else {}
        chosen.append((settings.get("name", name), source, settings.get("extra_opts", [])))
    return chosen


def make_program(source, loops, argv):
    """The benchmark's source with the stand-in for pyperf, the loop count and the values of
    its positional options (pyperformance's `extra_opts`)."""
    shim = f"_BENCH_LOOPS = {loops}\n_BENCH_ARGV = {list(argv)!r}\n" + PYPERF_SHIM
    replaced, count = re.subn(r"^import pyperf\s*$|^from pyperf import Runner\s*$", lambda m: shim, source, count=1, flags=re.M)
    return replaced if count else shim + source


def run_program_named(argv, cwd):
    """Runs a program; returns ({@@bench name: seconds}, stdout) or raises bench_run.Failure."""
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise RUN.Failure(f"timed out after {TIMEOUT}s") from None
    if proc.returncode != 0:
        lines = proc.stderr.strip().splitlines()
        raise RUN.Failure(f"exit {proc.returncode}: {lines[-1] if lines else '(no stderr)'}")
    seconds = {}
    for m in filter(None, map(BENCH_LINE.match, proc.stderr.splitlines())):
        seconds[m.group(1)] = seconds.get(m.group(1), 0.0) + float(m.group(2))
    if not seconds:
        raise RUN.Failure("no @@bench line on stderr")
    return seconds, proc.stdout


def run_program(argv, cwd):
    """Runs a program; returns (in-process seconds summed over its @@bench lines, stdout)."""
    seconds, stdout = run_program_named(argv, cwd)
    return sum(seconds.values()), stdout


def calibrate(name, source, argv, python3, workdir):
    """The loop count that makes the program take about LOOP_TARGET seconds under CPython."""
    path = Path(workdir) / f"bm_{name}_calibrate.py"
    path.write_text(make_program(source, 1, argv))
    seconds, _ = run_program([python3, str(path)], workdir)
    if seconds >= LOOP_TARGET:
        return 1
    return min(MAX_LOOPS, max(1, math.ceil(LOOP_TARGET / max(seconds, 1e-6))))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="3 repetitions")
    parser.add_argument("--filter", default="")
    parser.add_argument("--version", default=PYPERFORMANCE_VERSION)
    parser.add_argument("--no-monty-venv", action="store_true")
    parser.add_argument("--keep", help="also write the standalone programs into this directory")
    parser.add_argument("--garter", help="a garter binary to use instead of building target/release/garter")
    args = parser.parse_args()
    reps = 3 if args.quick else args.reps

    monty = RUN.load_monty() if args.no_monty_venv else None
    if monty is None and not args.no_monty_venv:
        status = RUN.rerun_with_monty(sys.argv[1:], Path(__file__).resolve())
        if status is not None:
            sys.exit(status)

    python3, version = RUN.resolve_python3()
    with tempfile.TemporaryDirectory(prefix="garter-pyperformance-") as tmp:
        garter = args.garter or RUN.build(tmp)
        benchmarks = download(args.version, Path(tmp) / "download")
        candidates = [c for c in standalone_candidates(benchmarks) if args.filter in c[0]]
        print(f"{len(candidates)} standalone benchmarks of pyperformance {args.version}; CPython {version}",
              file=sys.stderr)
        programs = []
        for name, source, argv in candidates:
            try:
                loops = calibrate(name, source, argv, python3, tmp)
            except RUN.Failure as e:
                print(f"  {name}: CPython fails ({e}); left out", file=sys.stderr)
                continue
            path = Path(tmp) / f"bm_{name}.py"  # not a module name a benchmark imports
            path.write_text(make_program(source, loops, argv))
            if args.keep:
                Path(args.keep).mkdir(parents=True, exist_ok=True)
                (Path(args.keep) / path.name).write_text(path.read_text())
            programs.append((name, path, loops))
        rows = [measure(name, path, loops, reps, garter, python3, monty, tmp) for name, path, loops in programs]
        micro = [row for path in sorted((HERE / "micro").glob("*.py"))
                 for row in measure_micro(path, reps, garter, python3, tmp) if args.filter in row["name"]]
    if monty is not None:
        monty.close()
    print_report(rows, reps, args.version, version, monty is not None)
    if micro:
        print()
        print_micro(micro, reps)


def run_in_monty(monty, path):
    """Runs a program in a monty session: (in-process seconds, stdout). monty's print sends
    `file=sys.stderr` to the same output, so the @@bench lines are taken out of it here."""
    total, output = monty.run(path.read_text())[:2]
    kept, seconds = [], []
    for line in output.splitlines(keepends=True):
        m = BENCH_LINE.match(line.rstrip("\n"))
        if m:
            seconds.append(float(m.group(2)))
        else:
            kept.append(line)
    return (sum(seconds) if seconds else total), "".join(kept)


def interleaved(impls, reps, problems):
    """Runs each implementation `reps` times in rotating order, yielding (impl, timing) for each
    run whose stdout matches CPython's; a failure or mismatch goes into `problems` and ends that
    implementation's runs."""
    expected = None
    order = list(impls)
    for rep in range(reps):
        for impl in order[rep % len(order):] + order[:rep % len(order)]:
            if impl in problems:
                continue
            try:
                timing, stdout = impls[impl]()
            except (RUN.Failure, RUN.Unsupported) as e:
                problems[impl] = ("unsupported: " if isinstance(e, RUN.Unsupported) else "fails: ") + str(e)
                continue
            if impl == "cpython":
                expected = stdout if expected is None else expected
            elif expected is not None and stdout != expected:
                problems[impl] = "MISMATCH: " + RUN.first_difference(expected, stdout)
                continue
            yield impl, timing


def measure(name, path, loops, reps, garter, python3, monty, workdir):
    """Times one program under each implementation, interleaved; a dict describing the row."""
    impls = {
        "cpython": lambda: run_program([python3, str(path)], workdir),
        "garter": lambda: run_program([garter, "run", "--clock", "system", "--fs", *RUN.UNLIMITED, str(path)], workdir),
    }
    if monty is not None:
        impls["monty"] = lambda: run_in_monty(monty, path)
    times = {impl: [] for impl in impls}
    problems = {}
    for impl, seconds in interleaved(impls, reps, problems):
        times[impl].append(seconds)
    print(f"  {name}: done", file=sys.stderr)
    return {"name": name, "loops": loops, "times": times, "problems": problems}


def measure_micro(path, reps, garter, python3, workdir):
    """Times a micro-figure program under CPython and Garter, interleaved: a row (as `measure`
    gives) for each of its @@bench names."""
    impls = {
        "cpython": lambda: run_program_named([python3, str(path)], workdir),
        "garter": lambda: run_program_named([garter, "run", "--clock", "system", *RUN.UNLIMITED, str(path)], workdir),
    }
    times, problems = {}, {}
    for impl, seconds in interleaved(impls, reps, problems):
        for name, value in seconds.items():
            times.setdefault(name, {"cpython": [], "garter": []})[impl].append(value)
    print(f"  {path.stem}: done", file=sys.stderr)
    return [{"name": name, "loops": 1, "times": t, "problems": problems} for name, t in times.items()]


def ratio(row, impl):
    """Median of per-repetition ratios impl / cpython, or None."""
    a, b = row["times"].get(impl, []), row["times"]["cpython"]
    if impl in row["problems"] or not a or not b:
        return None
    return statistics.median(x / y for x, y in zip(a, b))


def time_cells(row, width, style):
    """A row's CPython and Garter medians and their ratio, as table cells."""
    cells = ""
    for impl in ["cpython", "garter"]:
        t = row["times"][impl]
        cells += f"{statistics.median(t):>{width}{style}}" if t and impl not in row["problems"] else f"{'-':>{width}}"
    g = ratio(row, "garter")
    return cells + (f"{g:>8.2f}" if g is not None else f"{'-':>8}")


def print_report(rows, reps, pp_version, py_version, monty_present):
    print(f"pyperformance {pp_version} standalone benchmarks: in-process seconds, medians of {reps} "
          f"interleaved repetitions; CPython {py_version}")
    header = f"{'benchmark':<28}{'loops':>7}{'cpython':>10}{'garter':>10}{'g/cpy':>8}"
    if monty_present:
        header += f"{'monty':>10}{'g/monty':>9}"
    print(header)
    print("-" * len(header))
    notes = []
    for row in rows:
        t = row["times"]
        cells = f"{row['name']:<28}{row['loops']:>7}" + time_cells(row, 10, ".4f")
        if monty_present:
            m = t.get("monty")
            cells += f"{statistics.median(m):>10.4f}" if m and "monty" not in row["problems"] else f"{'-':>10}"
            both = row["problems"].keys() & {"garter", "monty"}
            gm = None if both or not m or not t["garter"] else statistics.median(x / y for x, y in zip(t["garter"], m))
            cells += f"{gm:>9.2f}" if gm is not None else f"{'-':>9}"
        print(cells)
        notes += [f"  {row['name']} ({impl}): {problem}" for impl, problem in row["problems"].items()]
    ran = [ratio(row, "garter") for row in rows]
    ran = [r for r in ran if r is not None]
    if ran:
        geo = math.exp(sum(math.log(r) for r in ran) / len(ran))
        print("-" * len(header))
        print(f"geometric mean g/cpy over the {len(ran)} of {len(rows)} benchmarks Garter ran correctly: {geo:.2f}")
    if notes:
        print("\nNot timed:")
        print("\n".join(notes))


def print_micro(rows, reps):
    """The micro-figures table: seconds per operation, outside the geometric mean."""
    print(f"data-operation micro-figures (bench/micro/): seconds per operation, medians of {reps} "
          f"interleaved repetitions; not in the geometric mean")
    header = f"{'operation':<28}{'cpython':>12}{'garter':>12}{'g/cpy':>8}"
    print(header)
    print("-" * len(header))
    notes = []
    for row in rows:
        print(f"{row['name']:<28}" + time_cells(row, 12, ".3e"))
        notes += [f"  {row['name']} ({impl}): {problem}" for impl, problem in row["problems"].items()]
    if notes:
        print("\nNot timed:")
        print("\n".join(notes))


RUN = load_bench_run()

if __name__ == "__main__":
    main()
