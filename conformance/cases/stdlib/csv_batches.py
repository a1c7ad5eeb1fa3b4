# Long inputs: records handed out one by one with the right line numbers, wherever an error
# falls, whatever the source.
import csv
import io

lines = ["%d,%s,%d" % (i, "name%d" % (i % 17), i * i) for i in range(20000)]
lines[7] = ""
lines[15000] = ""
text = "\n".join(lines) + "\n"
for name, source in [("list", lines), ("tuple", tuple(lines)), ("StringIO", io.StringIO(text)),
                     ("generator", (line for line in lines))]:
    r = csv.reader(source)
    count = 0
    total = 0
    checkpoints = []
    for row in r:
        count += 1
        if row:
            total += int(row[2])
        if count in (1, 8, 9, 4096, 4097, 15001, 20000):
            checkpoints.append((count, r.line_num, row))
    print(name, count, total, r.line_num, checkpoints)

print("-- errors late in a long input, then going on")
bad = list(lines)
bad[5000] = 'x,"open'
bad[5001] = "and\rcr"
bad[12345] = "a\rb"
for name, source in [("list", bad), ("StringIO", io.StringIO("\n".join(bad) + "\n"))]:
    r = csv.reader(source, strict=True)
    events = []
    count = 0
    while True:
        try:
            row = next(r)
            count += 1
        except StopIteration:
            break
        except csv.Error as e:
            events.append((count, r.line_num, str(e)[:30]))
    print(name, count, r.line_num, events)

print("-- stopping early and starting a new reader on the same stream")
f = io.StringIO(text)
r = csv.reader(f)
first = [next(r) for _ in range(3)]
position = f.tell()
rest = list(csv.reader(f))
print(first, position, len(rest), rest[0], rest[-1])

print("-- DictReader over a long StringIO, then its reader swapped")
f = io.StringIO("a,b,c\n" + text)
d = csv.DictReader(f)
rows = [next(d) for _ in range(5000)]
print(rows[0], rows[-1], d.line_num, f.tell())
d.reader = csv.reader(["1,2,3", "4,5"])
print(list(d), d.line_num)

print("-- field_size_limit changes between records")
csv.field_size_limit(1000)
r = csv.reader(["short", "x" * 999, "y" * 1001, "z"])
out = []
for _ in range(4):
    try:
        out.append(len(next(r)[0]))
    except csv.Error as e:
        out.append(str(e))
print(out)
csv.field_size_limit(131072)

print("-- a list grown during reading")
lines2 = ["1", "2", "3"]
r = csv.reader(lines2)
print(next(r))
lines2.append("4")
print(list(r))
lines2.append("5")
print(list(r))
