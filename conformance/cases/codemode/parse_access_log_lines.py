# Checks parsing web access log lines with split/partition and summarizing status codes.
raw_log = """\
2024-05-01T10:00:01 GET /api/users 200 123ms
2024-05-01T10:00:02 POST /api/orders 201 340ms
2024-05-01T10:00:02 GET /api/users/42 404 12ms
  2024-05-01T10:00:05 GET /health 200 2ms  
2024-05-01T10:00:07 GET /api/users 500 1520ms
malformed line here
2024-05-01T10:00:09 DELETE /api/orders/7 204 88ms

2024-05-01T10:00:11 GET /api/users 200 97ms
"""

entries = []
bad_lines = []
for lineno, line in enumerate(raw_log.splitlines(), start=1):
    line = line.strip()
    if not line:
        continue
    parts = line.split()
    if len(parts) != 5:
        bad_lines.append(lineno)
        continue
    ts, method, path, status, latency = parts
    date, _, time = ts.partition("T")
    entries.append({
        "time": time,
        "method": method,
        "path": path,
        "status": int(status),
        "ms": int(latency.rstrip("ms")),
    })

print(f"parsed {len(entries)} entries, bad lines: {bad_lines}")
for e in entries[:3]:
    print(e)

status_classes = {}
for e in entries:
    cls = f"{e['status'] // 100}xx"
    status_classes[cls] = status_classes.get(cls, 0) + 1
print("status classes:", dict(sorted(status_classes.items())))

by_endpoint = {}
for e in entries:
    base = "/".join(e["path"].split("/")[:3])
    by_endpoint.setdefault(base, []).append(e["ms"])

print(f"\n{'endpoint':<14}{'hits':>5}{'avg ms':>9}{'max ms':>8}")
for ep, times in sorted(by_endpoint.items(), key=lambda kv: -len(kv[1])):
    print(f"{ep:<14}{len(times):>5}{sum(times) / len(times):>9.1f}{max(times):>8}")

errors = [e for e in entries if e["status"] >= 400]
slow = [f"{e['method']} {e['path']} ({e['ms']}ms)" for e in entries if e["ms"] > 300]
print("\nerrors:", [(e["time"], e["status"], e["path"]) for e in errors])
print("slow requests:", slow)
print(f"error rate: {len(errors) / len(entries):.1%}")
