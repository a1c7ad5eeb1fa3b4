"""stdout and stderr are separate streams: progress to stderr, results to stdout."""
import sys
import json

records = json.loads('[{"id": 1, "ok": true}, {"id": 2, "ok": false}, {"id": 3, "ok": true}]')
for record in records:
    if not record["ok"]:
        print(f"warning: record {record['id']} failed", file=sys.stderr)
        continue
    print(f"record {record['id']} ok")
n = sys.stderr.write("done\n")
print("wrote", n)
sys.stderr.writelines(["a\n", "b\n"])
sys.stderr.flush()
print(sys.stderr.name if hasattr(sys.stderr, "name") else "?", sys.stdout is not sys.stderr)
print("end", file=sys.stdout)
