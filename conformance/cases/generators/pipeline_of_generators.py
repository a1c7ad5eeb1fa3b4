# Checks chained generator pipelines that parse, filter, transform and batch log lines lazily.
LINES = [
    "2024-01-01 INFO user=ann action=login",
    "2024-01-01 ERROR user=bob action=upload size=12",
    "# comment line",
    "",
    "2024-01-02 INFO user=ann action=upload size=30",
    "2024-01-02 WARN user=cid action=login",
    "2024-01-03 ERROR user=ann action=delete",
    "2024-01-03 INFO user=bob action=upload size=7",
]
trace = []

def read_lines(lines):
    for line in lines:
        trace.append("read")
        yield line

def non_empty(lines):
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line

def parse(lines):
    for line in lines:
        date, level, *fields = line.split()
        record = {"date": date, "level": level}
        for f in fields:
            key, value = f.split("=")
            record[key] = int(value) if value.isdigit() else value
        yield record

def only_levels(records, levels):
    for r in records:
        if r["level"] in levels:
            yield r

def batch(items, size):
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk

pipeline = parse(non_empty(read_lines(LINES)))
print("reads before consuming:", len(trace))
first = next(pipeline)
print(first, "reads:", len(trace))
rest = list(pipeline)
print(len(rest), "more records, reads:", len(trace))

records = list(parse(non_empty(LINES)))
for r in only_levels(records, {"ERROR", "WARN"}):
    print(r["date"], r["level"], r["user"], r["action"])

uploads = (r for r in records if r["action"] == "upload")
sizes = (r.get("size", 0) for r in uploads)
print("total upload size:", sum(sizes))

for i, group in enumerate(batch(parse(non_empty(LINES)), 2)):
    print("batch", i, [r["user"] for r in group])

per_user = {}
for r in parse(non_empty(LINES)):
    per_user.setdefault(r["user"], []).append(r["action"])
for user in sorted(per_user):
    print(user, per_user[user])

def numbered(items, start=1):
    n = start
    for it in items:
        yield f"{n}. {it}"
        n += 1

print("\n".join(numbered(r["action"] for r in records if r["user"] == "ann")))
