# Archives made by CPython, uploaded as files: a gzip'd CSV read as text and aggregated with csv,
# and a zip bundle listed, read through io.TextIOWrapper, tested and extracted (a member named
# "../outside.txt" lands inside the target).
import csv
import gzip
import io
import os
import zipfile

with gzip.open("sales.csv.gz", "rt", encoding="utf-8", newline="") as f:
    totals = {}
    for row in csv.DictReader(f):
        totals[row["region"]] = totals.get(row["region"], 0) + int(row["amount"])
print(sorted(totals.items()))
with gzip.open("sales.csv.gz") as f:
    print(f.readline(), f.mtime, len(f.read()))
print(len(gzip.decompress(open("sales.csv.gz", "rb").read()).splitlines()))

with zipfile.ZipFile("bundle.zip") as zf:
    print(zf.namelist(), zf.testzip())
    for info in zf.infolist():
        print(info.filename, info.file_size, info.compress_type, info.date_time, info.CRC)
    with zf.open("data/readme.txt") as member:
        print(list(io.TextIOWrapper(member, encoding="utf-8")))
    with zf.open("data/sales.csv") as member:
        rows = list(csv.reader(io.TextIOWrapper(member, encoding="utf-8", newline="")))
    print(len(rows), rows[0], rows[-1])
    print(zf.extractall("unpacked"), sorted(os.listdir("unpacked")), sorted(os.listdir("unpacked/data")))
print(open("unpacked/outside.txt").read(), os.path.exists("outside.txt"))
