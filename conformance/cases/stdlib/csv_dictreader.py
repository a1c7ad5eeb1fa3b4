import csv
import io

text = "id,name,score\n1,ann,10\n2,bob\n3,cid,30,extra,more\n\n4,dee,40\n"
print("-- defaults")
r = csv.DictReader(io.StringIO(text))
print(r.line_num, r.fieldnames, r.line_num)
for row in r:
    print(r.line_num, row)
print(r.line_num, r.reader.line_num, r.dialect, r.restkey, r.restval)

print("-- restkey and restval")
for row in csv.DictReader(io.StringIO(text), restkey="_rest", restval="?"):
    print(row)

print("-- given fieldnames (the first line is data)")
r = csv.DictReader(text.splitlines(), fieldnames=["a", "b"])
print(list(r))
print(list(csv.DictReader(text.splitlines(), fieldnames=("x", "y", "z"), restval=0)))
print(list(csv.DictReader(["1,2,3"], fieldnames=["k", "k", "v"])))
print(list(csv.DictReader(["1"], fieldnames=["k", "v", "k"], restval="R")))
print(list(csv.DictReader(["1,2,3"], fieldnames=[1, 2.5, None], restkey=("t", 1))))

print("-- blank rows are skipped, line_num counts them")
r = csv.DictReader(["h1,h2", "", "", "a,b", "", "c,d", ""])
for row in r:
    print(r.line_num, row)
print(r.line_num)

print("-- header only, empty input")
r = csv.DictReader(io.StringIO("only,header\n"))
print(list(r), r.fieldnames, r.line_num)
r = csv.DictReader(io.StringIO(""))
print(r.fieldnames, list(r), r.line_num)
r = csv.DictReader([])
print(list(r), r.fieldnames)

print("-- dialect arguments pass through")
r = csv.DictReader(["a;b", "1;'2;3'"], delimiter=";", quotechar="'")
print(list(r), r.dialect)
r = csv.DictReader(["a\tb", "1\t2"], dialect="excel-tab")
print(list(r), r.dialect)

print("-- changing fieldnames, restkey and restval while reading")
lines = ["a,b,c"] + ["%d,%d,%d" % (i, i + 1, i + 2) for i in range(6)] + ["9", "7,8,9,10"]
r = csv.DictReader(lines)
print(next(r))
r.fieldnames = ["x", "y", "z"]
print(next(r))
r.restval = "missing"
r.restkey = "more"
print(next(r), next(r))
r.fieldnames = r.fieldnames + ["w"]
print(list(r))

print("-- iterating the reader underneath")
r = csv.DictReader(["h1,h2", "1,2", "3,4", "5,6"])
print(next(r), next(r.reader), next(r), r.line_num)
print(iter(r) is r, type(r).__name__, type(r).__module__)

print("-- many rows, with a few short and long ones")
lines = ["id,value,label"]
for i in range(5000):
    if i % 997 == 0:
        lines.append("%d" % i)
    elif i % 1009 == 0:
        lines.append("%d,%d,l%d,extra" % (i, i * 3, i))
    elif i % 1499 == 0:
        lines.append("")
    else:
        lines.append("%d,%d,l%d" % (i, i * 3, i))
rows = list(csv.DictReader(io.StringIO("\n".join(lines) + "\n"), restkey="rest", restval="-"))
print(len(rows), rows[0], rows[997], rows[1009], rows[-1])
print(sum(int(r["value"]) for r in rows if r["value"] != "-"), sum(1 for r in rows if "rest" in r))
r = csv.DictReader(lines)
seen = [(r.line_num, row["id"]) for row in r if row["id"] in ("0", "1498", "1500", "2998", "3000", "4999")]
print(seen, r.line_num)

print("-- a rest key that is also a field name")
print(list(csv.DictReader(["1,2,3,4", "5", ""], fieldnames=["a", "b"], restkey="a", restval="b")))
print(list(csv.DictReader(["1,2,3"], fieldnames=["a", None], restval=0)))
print(list(csv.DictReader(["1,2,3", "4"], fieldnames=[True, 1, 1.0, 2], restkey=2)))
