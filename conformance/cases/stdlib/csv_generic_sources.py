import csv
import io


class LineSource:
    """An iterable with its own iterator class."""

    def __init__(self, lines):
        self.lines = lines

    def __iter__(self):
        return iter(self.lines)


class Stream:
    """A file-like object iterated line by line through __next__."""

    def __init__(self, text):
        self.lines = text.splitlines(keepends=True)
        self.pulled = 0

    def __iter__(self):
        return self

    def __next__(self):
        if not self.lines:
            raise StopIteration
        self.pulled += 1
        return self.lines.pop(0)


print(list(csv.reader(LineSource(["a,b", "c,d"]))))
s = Stream('x,y\n1,"2\n3"\n4,5\n')
r = csv.reader(s)
print(next(r), s.pulled, next(r), s.pulled, r.line_num)
print(list(r), s.pulled, r.line_num)
print(list(csv.DictReader(Stream("h\n1\n\n2\n"))))


class MyIO(io.StringIO):
    """A StringIO subclass: the reader pulls its lines one by one."""

    def __next__(self):
        line = super().__next__()
        return line.upper()


print(list(csv.reader(MyIO("a,b\nc,d\n"))))
print(list(csv.reader(io.StringIO("q,r\n").readlines())))
print(list(csv.reader(line.strip() for line in [" 1 , 2 ", "3,4 "])))
print(list(csv.reader(filter(None, ["a", "", "b"]))))
print(list(csv.reader(reversed(["1", "2"]))))
print(list(csv.reader({"k1": 1, "k2": 2})))
print(list(csv.reader("abc")))
print(list(csv.reader(csv.reader.__name__ for _ in range(1))))
lines = ["1,2", "3,4"]
r = csv.reader(lines)
print(next(r))
lines.append("5,6")
print(list(r))
try:
    list(csv.reader([1, 2]))
except csv.Error as e:
    print("Error", e)
try:
    list(csv.reader(x for x in [b"a,b"]))
except csv.Error as e:
    print("Error", e)
# a reader over a reader's output, joined back into lines
inner = csv.reader(["a,b", "c,d"])
print(list(csv.reader(",".join(row) + ";" for row in inner)))
