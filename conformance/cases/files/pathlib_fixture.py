# pathlib over files given beside the case (pathlib_fixture.files/): read, list, glob, and
# write a report from them.
import csv
import json
from pathlib import Path

inputs = Path("inputs")
print(inputs.is_dir(), sorted(p.name for p in inputs.iterdir()))
print(sorted(p.as_posix() for p in inputs.rglob("*")))
print(sorted(p.as_posix() for p in Path(".").glob("inputs/**/*.txt")))

config = json.loads((inputs / "config.json").read_text())
print(config)
with (inputs / "scores.csv").open(newline="") as f:
    rows = list(csv.DictReader(f))
print(rows)
print((inputs / "nested" / "notes.txt").read_text().splitlines())
print(repr((inputs / "nested" / "utf8.txt").read_text(encoding="utf-8")))
print((inputs / "nested" / "utf8.txt").read_bytes())
print({p.name: p.stat().st_size for p in sorted(inputs.rglob("*")) if p.is_file()})

out = Path("outputs")
out.mkdir(exist_ok=True)
passed = [r["name"] for r in rows if int(r["score"]) >= config["threshold"]]
report = out / "report.md"
report.write_text(f"# {config['title']}\n\n" + "".join(f"- {n}\n" for n in passed))
(out / "summary.json").write_text(json.dumps({"passed": passed, "count": len(rows)}))
print(report.read_text())
print(json.loads((out / "summary.json").read_text()))
print(sorted(p.name for p in out.iterdir()), report.suffix, report.stem, report.parent.name)
for p in sorted(out.iterdir()):
    p.unlink()
out.rmdir()
print(out.exists())
