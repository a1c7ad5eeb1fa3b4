import csv
import io

text = 'id,note\r\n1,"first line\r\nsecond line"\r\n2,"with\nlf only"\r\n3,"ends with newline\r\n"\r\n4,"a\rcr"\r\n5,plain\r\n'
print("-- StringIO(newline='')")
r = csv.reader(io.StringIO(text, newline=""))
for row in r:
    print(r.line_num, row)
print("-- StringIO() default")
r = csv.reader(io.StringIO(text))
try:
    for row in r:
        print(r.line_num, row)
except csv.Error as e:
    print("Error", e, r.line_num)
print("-- StringIO(newline=None) translates the line ends first")
r = csv.reader(io.StringIO(text, newline=None))
for row in r:
    print(r.line_num, row)
print("-- splitlines(keepends=True)")
r = csv.reader(text.splitlines(keepends=True))
try:
    for row in r:
        print(r.line_num, row)
except csv.Error as e:
    print("Error", e, r.line_num)
print("-- splitlines() loses the newlines inside quotes")
r = csv.reader(text.splitlines())
for row in r:
    print(r.line_num, row)
print("-- a generator of lines")
r = csv.reader(iter(text.split("\n")))
for row in r:
    print(r.line_num, row)

print("-- a quoted field spanning many lines")
body = "\n".join("line %d" % i for i in range(500))
text = 'k,v\nbig,"%s"\nnext,1\n' % body
for source in [io.StringIO(text), text.splitlines(keepends=True), iter(text.splitlines(keepends=True))]:
    r = csv.reader(source)
    rows = list(r)
    print(len(rows), rows[0], len(rows[1][1]), rows[1][1][-12:], rows[2], r.line_num)

print("-- records spanning many batches of lines")
lines = ["n,text"]
for i in range(3000):
    lines.append('%d,"multi\nline %d"' % (i, i) if i % 3 == 0 else "%d,single %d" % (i, i))
text = "\n".join(lines) + "\n"
for source in [io.StringIO(text), text.splitlines(keepends=True)]:
    r = csv.reader(source)
    rows = []
    nums = []
    for row in r:
        rows.append(row)
        nums.append(r.line_num)
    print(len(rows), rows[1], rows[-1], nums[:5], nums[-3:], r.line_num)
d = csv.DictReader(io.StringIO(text))
rows = list(d)
print(len(rows), rows[0], rows[2999], d.line_num)
print("-- unterminated quote at the end")
for source in [io.StringIO('a,"open\nstill'), ['a,"open\n', "still"], iter(['a,"open\n', "still"])]:
    print(list(csv.reader(source)))
    try:
        print(list(csv.reader(source, strict=True)))
    except csv.Error as e:
        print("Error", e)
