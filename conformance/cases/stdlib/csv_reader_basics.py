import csv
import io

text = 'name,age,city\r\nAlice,30,"New York, NY"\r\nBob,25,"He said ""hi"""\r\n\r\nCarol,,Paris\r\n"multi\r\nline",1,x\r\n'

print("-- from a list of lines (splitlines keeps the ends)")
r = csv.reader(text.splitlines(keepends=True))
for row in r:
    print(r.line_num, row)
print("-- from a list of lines without their ends")
r = csv.reader(text.splitlines())
for row in r:
    print(r.line_num, row)
print("-- from a StringIO (newline='')")
r = csv.reader(io.StringIO(text, newline=""))
for row in r:
    print(r.line_num, row)
print("-- from a StringIO (default newline)")
r = csv.reader(io.StringIO(text))
for row in r:
    print(r.line_num, row)
print("-- from a generator")
r = csv.reader(line for line in text.splitlines(keepends=True))
for row in r:
    print(r.line_num, row)
print("-- from a tuple, a map, an iterator")
print(list(csv.reader(("a,b", "c,d"))))
print(list(csv.reader(map(str.strip, [" 1,2 ", " 3,4"]))))
print(list(csv.reader(iter(["x"]))))

print("-- edge lines")
for line in ["", ",", ",,", "a", '""', '"",""', ' a , b ', 'a,"b",c', '"a"b', 'a"b"c', '"a,b",', "\n", "\r\n",
             "a\n", "a,\n", '"x\ny"', "é,ü,☃"]:
    print(repr(line), list(csv.reader([line])))

print("-- line_num before, during and after")
r = csv.reader(["h1,h2", "1,2", '"3', '4",5'])
print(r.line_num, next(r), r.line_num, next(r), r.line_num, next(r), r.line_num)
try:
    next(r)
except StopIteration:
    print("stop", r.line_num)
print(iter(r) is r, type(r).__name__, type(r).__module__)
print(r.dialect.delimiter, repr(r.dialect.lineterminator))
try:
    r.line_num = 3
except AttributeError as e:
    print("AttributeError", e)
try:
    r.dialect = None
except AttributeError as e:
    print("AttributeError", e)

print("-- empty inputs")
print(list(csv.reader([])), list(csv.reader(io.StringIO(""))), list(csv.reader(iter([]))))
print(list(csv.reader(["", ""])), list(csv.reader(io.StringIO("\n\n"))))

print("-- the reader pulls lines lazily from a generator")


def lines():
    for i in range(3):
        print("  yielding", i)
        yield "%d,%d" % (i, i * i)


r = csv.reader(lines())
print(next(r))
print(next(r))
print(list(r))
for target in [csv.reader([]), csv.writer(io.StringIO())]:
    for name in ["line_num", "dialect", "other"]:
        try:
            setattr(target, name, 1)
        except AttributeError as e:
            print(type(target).__name__, name, "AttributeError", e)
    try:
        target.missing
    except AttributeError as e:
        print("AttributeError", e)
