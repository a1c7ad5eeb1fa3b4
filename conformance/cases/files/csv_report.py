"""A data-analysis job over uploaded files: read a CSV with csv.DictReader, aggregate it, write a
Markdown report and a JSON summary into a new folder, read them back, and list what exists."""

import csv
import json
import os

print(sorted(os.listdir(".")), sorted(os.listdir("data")))
print(os.path.exists("data/sales.csv"), os.path.isfile("data"), os.path.isdir("data"))
print(os.path.getsize("data/sales.csv"), os.path.getsize("README.txt"))

with open("README.txt") as f:
    for number, line in enumerate(f, 1):
        print(number, repr(line))

with open("data/sales.csv", newline="") as f:
    reader = csv.DictReader(f)
    print(reader.fieldnames)
    rows = list(reader)
print(len(rows), rows[0])

totals = {}
units = {}
for row in rows:
    amount = int(row["units"]) * float(row["price"])
    totals[row["region"]] = totals.get(row["region"], 0.0) + amount
    units[row["product"]] = units.get(row["product"], 0) + int(row["units"])

os.makedirs("out/tables", exist_ok=True)
with open("out/report.md", "w") as report:
    report.write("# Sales report\n\n| region | revenue |\n|---|---|\n")
    for region in sorted(totals):
        report.write(f"| {region} | {totals[region]:.2f} |\n")
    print("position after writing:", report.tell())

with open("out/summary.json", "w") as f:
    json.dump({"rows": len(rows), "units": units, "regions": sorted(totals)}, f, indent=2, sort_keys=True)

with open("out/tables/units.csv", "w", newline="") as f:
    writer = csv.writer(f)
    writer.writerow(["product", "units"])
    for product in sorted(units):
        writer.writerow([product, units[product]])

with open("out/report.md") as f:
    print(f.read(), end="")
with open("out/summary.json") as f:
    summary = json.load(f)
print(summary["rows"], summary["regions"], sorted(summary["units"].items()))
with open("out/tables/units.csv", "rb") as f:
    print(f.read())

print(sorted(os.listdir("out")), os.path.getsize("out/summary.json") > 0)
for folder, subfolders, files in sorted(os.walk("out")):
    print(folder, sorted(subfolders), sorted(files))

try:
    open("data/missing.csv")
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e)
try:
    os.makedirs("out/tables")
except FileExistsError as e:
    print(type(e).__name__, e)
try:
    open("data")
except IsADirectoryError as e:
    print(type(e).__name__, e)
try:
    open("README.txt/inner")
except NotADirectoryError as e:
    print(type(e).__name__, e)
