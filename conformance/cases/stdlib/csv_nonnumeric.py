import csv
import io

text = '"name","qty","price"\n"apple",3,0.5\n"pear",12,1e2\n"kiwi",,-0.25\n"melon"," 7 ",inf\n'
r = csv.reader(io.StringIO(text), quoting=csv.QUOTE_NONNUMERIC)
for row in r:
    print(r.line_num, row, [type(v).__name__ for v in row])
rows = list(csv.DictReader(io.StringIO(text), quoting=csv.QUOTE_NONNUMERIC))
print(rows)
print(sum(row["qty"] * row["price"] for row in rows[:2]))

for line in ["1,2,3", "1_000,2", "0x10", "1,abc", "  ,1", "nan,-nan", "1e400,-1e400", "١٢", '"1"x']:
    try:
        print(repr(line), list(csv.reader([line], quoting=csv.QUOTE_NONNUMERIC)))
    except ValueError as e:
        print(repr(line), "ValueError", e)

r = csv.reader(["1,2", "x,3", "4,5"], quoting=csv.QUOTE_NONNUMERIC)
out = []
while True:
    try:
        out.append(next(r))
    except StopIteration:
        break
    except ValueError as e:
        out.append(("ValueError", str(e), r.line_num))
print(out)

out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
w.writerows([["apple", 3, 0.5], ["pear", 12, 100.0], ["kiwi", None, -0.25], ["text 1", "2", 2]])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue()), quoting=csv.QUOTE_NONNUMERIC)))
