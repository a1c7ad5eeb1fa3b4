#!/usr/bin/env python3
"""Regenerate the expected outputs of the conformance cases by running CPython 3.11.

Every case is a `.py` file under `conformance/cases/<category>/`. For each one this script writes:

- `<name>.out`: the exact stdout CPython printed;
- `<name>.err`: only when CPython exited non-zero: the exit code on the first line and the last
  line of stderr (for an uncaught exception, `Type: message`) on the second.

Each case runs under several PYTHONHASHSEED values; a case whose output depends on the seed is
reported and the script fails, because Garter's conformance suite must be deterministic. Cases
run in parallel, one CPython process per core, and are reported in order.

Cases under `cases/tracebacks/` also get `<name>.stderr`: CPython's whole stderr, compared
with Garter's whole report (traceback lines, source lines and their `^^^^`/`~~~^^~~` markers,
chained exceptions, syntax error reports). CPython names the script by its absolute path in
tracebacks (`File "/.../cases/tracebacks/<name>.py"`) where Garter names it by the file name it
was given, which the runner gives as `<name>.py`; so every occurrence of the case's absolute
path in CPython's stderr (and stdout, where `traceback.format_exc()` and the like print it) is
written as its file name. Such cases must not raise from modules of
CPython's standard library (whose frames Garter cannot repeat).

A case in any category that ends normally (status 0) but writes to stderr (`print(...,
file=sys.stderr)`, logging, warnings) gets `<name>.stderr` too, and Garter's stderr stream must
equal it; a case that ends normally without writing to stderr must leave Garter's empty.
CPython runs with the warning categories Garter does not emit yet (`UNEMITTED_WARNINGS`: the
DeprecationWarnings of deprecated-but-working calls, and the "coroutine was never awaited"
RuntimeWarning of its garbage collector) ignored, so they do not land in the expected stderr.
Compile-time SyntaxWarnings are emitted by both and compared.

Cases under `cases/files/` use files: each run of one gets a fresh temporary directory as its
working directory, holding a copy of the case's sibling folder `<name>.files/` when it has one
(Garter uploads the same files into the in-memory filesystem it grants the case), so such a case
names its files with relative paths only. A `<name>.files/` folder is never a case itself.

Usage: python3 conformance/regen.py [--check] [CASE.py | DIR ...]
  --check   do not write anything; fail if a stored expectation differs from CPython's output.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent / "cases"
FILES_CATEGORY = ROOT / "files"
TRACEBACKS_CATEGORY = ROOT / "tracebacks"
FIXTURE_SUFFIX = ".files"
SEEDS = ["0", "1", "4242"]
TIMEOUT_SECONDS = 20
# Cases run a CPython process at a time per worker, one worker per core.
WORKERS = os.cpu_count() or 2
UNEMITTED_WARNINGS = ["DeprecationWarning", "RuntimeWarning"]
WARNING_OPTIONS = [f"-Wignore::{category}" for category in UNEMITTED_WARNINGS]


def is_fixture(path: Path) -> bool:
    """Whether `path` lies in (or is) a `<name>.files` folder of some case."""
    return any(part.endswith(FIXTURE_SUFFIX) for part in path.relative_to(ROOT).parts)


def uses_files(path: Path) -> bool:
    return FILES_CATEGORY in path.parents


def keeps_whole_stderr(path: Path) -> bool:
    return TRACEBACKS_CATEGORY in path.parents


def copy_fixtures(case: Path, workdir: Path):
    """Copies the case's `<name>.files/` folder, if any, into `workdir`; fixtures are plain files."""
    fixtures = case.with_suffix(FIXTURE_SUFFIX)
    if not fixtures.is_dir():
        return
    for source in sorted(fixtures.rglob("*")):
        target = workdir / source.relative_to(fixtures)
        if source.is_symlink() or not (source.is_dir() or source.is_file()):
            raise ValueError(f"{source}: fixtures must be plain files and folders")
        if source.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


def run_case(path: Path, seed: str):
    env = {"PYTHONHASHSEED": seed, "PATH": os.environ.get("PATH", ""), "PYTHONIOENCODING": "utf-8"}
    if uses_files(path):
        with tempfile.TemporaryDirectory(prefix="garter-case-") as workdir:
            copy_fixtures(path, Path(workdir))
            return run_python([sys.executable, "-I", *WARNING_OPTIONS, str(path)], workdir, env)
    return run_python([sys.executable, "-I", *WARNING_OPTIONS, path.name], path.parent, env)


def run_python(command, cwd, env):
    proc = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        timeout=TIMEOUT_SECONDS,
    )
    stderr = proc.stderr.decode("utf-8")
    stderr_lines = stderr.rstrip("\n").split("\n")
    last = stderr_lines[-1] if proc.returncode != 0 else ""
    return proc.stdout.decode("utf-8"), proc.returncode, last, stderr


def expectations(path: Path):
    # A failing case's stderr is compared only where it is kept whole (tracebacks): elsewhere
    # only its last line counts, and what comes before it may vary from run to run (a
    # unittest summary's timing), so it does not take part in the check.
    results = set()
    for seed in SEEDS:
        stdout, code, last, stderr = run_case(path, seed)
        if code != 0 and not keeps_whole_stderr(path):
            stderr = ""
        results.add((stdout, code, last, stderr))
    if len(results) != 1:
        raise ValueError(f"{path}: output depends on PYTHONHASHSEED")
    stdout, code, last, stderr = results.pop()
    err = f"{code}\n{last}\n" if code != 0 else None
    keeps = keeps_whole_stderr(path) or (code == 0 and stderr != "")
    whole_stderr = stderr.replace(str(path), path.name) if keeps else None
    return stdout.replace(str(path), path.name), err, whole_stderr


def collect(args):
    if not args:
        args = [ROOT]
    found = []
    for arg in args:
        p = Path(arg).resolve()
        found.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    return [path for path in found if not is_fixture(path)]


def orphan_fixtures():
    """The `<name>.files` folders with no case `<name>.py` beside them."""
    return [
        folder
        for folder in sorted(ROOT.rglob("*" + FIXTURE_SUFFIX))
        if folder.is_dir() and not is_fixture(folder.parent) and not folder.with_suffix(".py").is_file()
    ]


def attempt(path: Path):
    """`(path, its expectations)`, or `(path, the error)` when CPython's runs disagree or hang."""
    try:
        return path, expectations(path)
    except (ValueError, subprocess.TimeoutExpired) as exc:
        return path, exc


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"regen.py must run under CPython 3.11, not {sys.version.split()[0]}")
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    failures = 0
    if not args:
        for folder in orphan_fixtures():
            print(f"FAIL {folder.relative_to(ROOT)}: a fixture folder without a case beside it")
            failures += 1
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        outcomes = list(pool.map(attempt, collect(args)))
    for path, result in outcomes:
        if isinstance(result, Exception):
            print(f"FAIL {result}")
            failures += 1
            continue
        stdout, err, whole_stderr = result
        written = {".out": stdout, ".err": err, ".stderr": whole_stderr}
        if check:
            for suffix, expected in written.items():
                stored_path = path.with_suffix(suffix)
                stored = stored_path.read_text("utf-8") if stored_path.exists() else None
                if stored != expected:
                    print(f"STALE {path.relative_to(ROOT)} ({suffix})")
                    failures += 1
                    break
            continue
        for suffix, expected in written.items():
            if expected is None:
                path.with_suffix(suffix).unlink(missing_ok=True)
            else:
                path.with_suffix(suffix).write_text(expected, "utf-8")
    if failures:
        sys.exit(f"{failures} case(s) failed")


if __name__ == "__main__":
    main()
