"""Parsing a file listing tool reply and summarizing it."""
import json

raw = '{"path": "/srv", "entries": [{"name": "app.log", "size": 20480, "dir": false}, {"name": "cache", "size": 0, "dir": true}, {"name": "db.sqlite", "size": 1048576, "dir": false}]}'
data = json.loads(raw)


def human(n):
    for unit in ["B", "KiB", "MiB"]:
        if n < 1024:
            return f"{n:.0f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


for entry in sorted(data["entries"], key=lambda e: (not e["dir"], e["name"])):
    print(("d " if entry["dir"] else "- ") + entry["name"].ljust(10) + human(entry["size"]).rjust(9))
print("total:", human(sum(e["size"] for e in data["entries"])))
