# A reader over a StringIO shares the stream's position with other code, as in CPython: the
# stream is where the reader's last record ended.
import csv
import io

text = "h1,h2\n1,2\n3,4\n5,6\n7,8\n"
f = io.StringIO(text)
r = csv.reader(f)
print(next(r), f.tell())
print(next(r), f.tell(), r.line_num)
print(repr(f.readline()), f.tell())
print(next(r), r.line_num, f.tell())
print(repr(f.read()), list(r), r.line_num)

f = io.StringIO(text)
print(repr(f.readline()))
r = csv.DictReader(f, fieldnames=["a", "b"])
print(next(r), f.tell())
f.seek(0)
print(next(r), next(r), r.line_num)
print(list(r), f.tell())

f = io.StringIO(text)
r = csv.reader(f)
print(next(r))
f.write("9,10\n")
print(repr(f.getvalue()), f.tell())
print(list(r))
f.seek(0, 2)
f.write("11,12\n13,14\n")
f.seek(f.tell() - 12)
print(list(r), r.line_num)

# two readers over one stream
f = io.StringIO("a\nb\nc\nd\n")
r1 = csv.reader(f)
r2 = csv.reader(f)
print(next(r1), next(r2), next(r1), next(r2), f.tell())

# a closed stream
f = io.StringIO("x\ny\nz\n")
r = csv.reader(f)
print(next(r))
f.close()
try:
    next(r)
except ValueError as e:
    print("ValueError", e)

# an error line leaves the stream after it once the reader has reached it
f = io.StringIO("ok\nbad\rline\nafter\n")
r = csv.reader(f)
print(next(r), f.tell())
try:
    next(r)
except csv.Error as e:
    print("Error", e, f.tell(), r.line_num)
print(next(r), f.tell())

f = io.StringIO("ok\nbad\rline\nafter\n")
r = csv.reader(f)
print(next(r), repr(f.readline()), next(r))

# the writer writes straight through
f = io.StringIO()
w = csv.writer(f)
w.writerows([["a", 1], ["b", 2]])
print(f.tell(), repr(f.getvalue()))
f.seek(0)
print(list(csv.reader(f)))
w.writerow(["c", 3])
f.seek(0)
print(list(csv.reader(f)))
