#!/usr/bin/env python3
"""Regenerate the expected outputs of the conformance cases by running CPython 3.11.

Every case is a `.py` file under `conformance/cases/<category>/`. For each one this script writes:

- `<name>.out`: the exact stdout CPython printed;
- `<name>.err`: only when CPython exited non-zero: the exit code on the first line and the last
  line of stderr (for an uncaught exception, `Type: message`) on the second.

Each case runs under several PYTHONHASHSEED values; a case whose output depends on the seed is
reported and the script fails, because Garter's conformance suite must be deterministic.

Usage: python3 conformance/regen.py [--check] [CASE.py | DIR ...]
  --check   do not write anything; fail if a stored expectation differs from CPython's output.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent / "cases"
SEEDS = ["0", "1", "4242"]
TIMEOUT_SECONDS = 20


def run_case(path: Path, seed: str):
    env = {"PYTHONHASHSEED": seed, "PATH": os.environ.get("PATH", ""), "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.run(
        [sys.executable, "-I", path.name],
        cwd=path.parent,
        env=env,
        capture_output=True,
        timeout=TIMEOUT_SECONDS,
    )
    stderr_lines = proc.stderr.decode("utf-8").rstrip("\n").split("\n")
    last = stderr_lines[-1] if proc.returncode != 0 else ""
    return proc.stdout.decode("utf-8"), proc.returncode, last


def expectations(path: Path):
    results = {run_case(path, seed) for seed in SEEDS}
    if len(results) != 1:
        raise ValueError(f"{path}: output depends on PYTHONHASHSEED")
    stdout, code, last = results.pop()
    err = f"{code}\n{last}\n" if code != 0 else None
    return stdout, err


def collect(args):
    if not args:
        return sorted(ROOT.rglob("*.py"))
    found = []
    for arg in args:
        p = Path(arg).resolve()
        found.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    return found


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"regen.py must run under CPython 3.11, not {sys.version.split()[0]}")
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    failures = 0
    for path in collect(args):
        try:
            stdout, err = expectations(path)
        except (ValueError, subprocess.TimeoutExpired) as exc:
            print(f"FAIL {exc}")
            failures += 1
            continue
        out_path, err_path = path.with_suffix(".out"), path.with_suffix(".err")
        if check:
            stored_out = out_path.read_text("utf-8") if out_path.exists() else None
            stored_err = err_path.read_text("utf-8") if err_path.exists() else None
            if stored_out != stdout or stored_err != err:
                print(f"STALE {path.relative_to(ROOT)}")
                failures += 1
            continue
        out_path.write_text(stdout, "utf-8")
        if err is None:
            err_path.unlink(missing_ok=True)
        else:
            err_path.write_text(err, "utf-8")
    if failures:
        sys.exit(f"{failures} case(s) failed")


if __name__ == "__main__":
    main()
