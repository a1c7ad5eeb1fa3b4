# Data work on files: csv.reader/writer and DictReader/DictWriter over open files, json.dump
# and json.load, print(file=...), and a small report written and read back.
import csv
import json

rows = [{"name": f"item{i}", "city": ["Paris", "Oslo", "Rome, IT"][i % 3], "amount": f"{i * 1.5:.2f}"} for i in range(12)]
with open("data.csv", "w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=["name", "city", "amount"])
    writer.writeheader()
    writer.writerows(rows)
print(open("data.csv", "rb").read()[:80])

totals = {}
with open("data.csv", newline="") as f:
    reader = csv.DictReader(f)
    print(reader.fieldnames)
    for row in reader:
        totals[row["city"]] = totals.get(row["city"], 0.0) + float(row["amount"])
    print(reader.line_num, f.tell())
print(totals)

with open("data.csv", newline="") as f:
    reader = csv.reader(f)
    header = next(reader)
    first = next(reader)
    rest = list(reader)
    print(header, first, len(rest), reader.line_num)

with open("data.csv") as f:
    print(sum(1 for _ in csv.reader(f)))

with open("semi.csv", "w", newline="") as f:
    writer = csv.writer(f, delimiter=";", quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow(["a", 1, 2.5, None])
    writer.writerows([["x;y", 'q"q', 3], []])
print(open("semi.csv").read())
with open("semi.csv", newline="") as f:
    print(list(csv.reader(f, delimiter=";", quoting=csv.QUOTE_NONNUMERIC)))

with open("summary.json", "w") as f:
    json.dump({"totals": totals, "count": len(rows), "ok": True, "none": None}, f, indent=2, sort_keys=True)
print(open("summary.json").read())
with open("summary.json") as f:
    print(json.load(f))
with open("bad.json", "w") as f:
    f.write("{'bad': 1}")
try:
    with open("bad.json") as f:
        json.load(f)
except json.JSONDecodeError as e:
    print(type(e).__name__, e)

with open("report.md", "w") as f:
    print("# Report", file=f)
    print(file=f)
    for city in sorted(totals):
        print(f"- {city}: {totals[city]:.2f}", file=f)
    print("total", sum(totals.values()), sep=": ", end="\n\n", file=f)
print(open("report.md").read())
with open("report.md") as f:
    print([line.rstrip("\n") for line in f if line.startswith("-")])
